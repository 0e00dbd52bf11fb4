import { paginationRecipe } from './pagination';

/** Plain (single-part) recipes, keyed by the name Panda generates them under. */
export const recipes = {};

/** Slot recipes for multi-part Ark UI widgets, keyed by the Ark anatomy. */
export const slotRecipes = {
  pagination: paginationRecipe,
};
