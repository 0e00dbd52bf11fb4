/** The URL parameter of the NFT whose details are open (?nft=<id>), as history's ?tx=. */
export const NFT_PARAM = 'nft';
