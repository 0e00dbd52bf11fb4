/**
 * The brand face (design-system tokens) as the font loading API names it; its Latin file is preloaded by the page
 * (deploy/delivery-plugin.ts).
 */
export const BRAND_FONT = '1em "Inter Variable"';
