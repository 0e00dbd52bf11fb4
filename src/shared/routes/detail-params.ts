/**
 * The URL parameters that open an item's details over its list (the details drawer): ?tx=<id> on the history
 * and an asset's page, ?nft=<id> on the NFT list. Here, not in a feature: the history links to an NFT's details.
 */
export const TX_PARAM = 'tx';
export const NFT_PARAM = 'nft';
