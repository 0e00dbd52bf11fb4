export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_ARGS: string[];
export const HOW_TO_GET_CHROMIUM: string;
export function findChromium(): string | undefined;
export function requireChromium(): string;
export const HOW_TO_GET_TEST_CHROMIUM: string;
export function findTestChromium(): string | undefined;
export function requireTestChromium(): string;
