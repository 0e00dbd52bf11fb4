import type { Nft } from '@/services/api';
import { useNftDetail } from '../hooks/use-nft-detail';
import { useDetailParam } from '@/design-system';
import { NFT_PARAM } from '@/shared/routes';
import { NftDrawer } from './NftDrawer';

const NONE: readonly Nft[] = [];

/** The drawer of the NFT named in the URL (?nft=), if any; `shown` are the NFTs on screen. */
export function OpenNftDrawer({ shown = NONE }: { shown?: readonly Nft[] }) {
  const { openId, close } = useDetailParam(NFT_PARAM);
  const { detail, retry } = useNftDetail(openId, shown);
  return <NftDrawer open={openId !== null} detail={detail} onClose={close} onRetry={retry} />;
}
