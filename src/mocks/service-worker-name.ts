/**
 * The file name of the demo's service worker, at the root of the app's origin: MSW's worker inside one that leaves
 * the page's own files to the network (deploy/demo-service-worker.ts writes it; the demo app and Storybook register it).
 */
export const DEMO_SERVICE_WORKER = 'demo-service-worker.js';
