export const TURKISH_EXTRA: string;
export const FONTS_DIR: string;
export const LATIN_FONT_FILE: string;
export const TURKISH_FONT_FILE: string;
export function fontsourceFile(subset: string): string;
export function fontsourceStylesheet(): string;
export function fontsourceRange(subset: string): string;
export function charactersOf(unicodeRange: string): string;
export const CUT_FACES: { file: string; cut: () => Promise<Buffer> }[];
