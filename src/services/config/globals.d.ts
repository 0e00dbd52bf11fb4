/// <reference types="vite/client" />

/** True when no backend is configured: the in-browser demo backend answers every call. */
declare const __DEMO_MODE__: boolean;
