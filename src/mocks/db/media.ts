import { config } from '@/services/config/env';

/** Where the demo backend serves its files (NFT art, profile images); not part of the API contracts. */
export const MEDIA_PATH = '/demo-media';

export const mediaUrl = (key: string): string => `${config.apiBaseUrl}${MEDIA_PATH}/${key}`;
