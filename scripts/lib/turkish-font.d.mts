export const TURKISH_EXTRA: string;
export const TURKISH_FONT_FILE: string;
export function fontsourceFile(subset: string): string;
export function subsetTurkishFont(): Promise<Buffer>;
