/** How long the demo backend's background work takes. Tests may shorten it. */
export const demoTimings = {
  withdrawalCompletesAfterMs: 6_000,
  kycReviewMs: 8_000,
  nftTransferMs: 5_000,
};
