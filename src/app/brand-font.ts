import type { Locale } from '@/services/i18n/locale';

/**
 * The brand face (design-system tokens) as the font loading API names it; its Latin file is preloaded by the page
 * (deploy/delivery-plugin.ts).
 */
export const BRAND_FONT = '1em "Inter Variable"';

/**
 * A letter of each of the brand face's files a language's screens use: loading the face for this text loads them
 * all (Turkish's own letters are a face of their own, src/design-system/styles/inter.css).
 */
export const BRAND_FONT_SAMPLE: Record<Locale, string> = { en: 'Ag', tr: 'Ağ' };
