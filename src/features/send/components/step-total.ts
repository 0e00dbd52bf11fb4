/** Asset, recipient, amount, review, verification. */
export const STEP_TOTAL = 5;
