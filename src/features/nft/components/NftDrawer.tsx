import { ArrowRightLeft, ExternalLink, SearchX, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Drawer, EmptyState, LinkButton, Skeleton } from '@/design-system';
import { describeApiError, type Nft } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { Box, Flex, Stack, styled } from 'styled-system/jsx';
import type { NftDetail } from '../hooks/use-nft-detail';
import { httpsLink, canTransfer } from '../model/nft-facts';
import { CopyableValue } from './CopyableValue';
import { DetailItem, DetailList } from '@/design-system';
import { NftImage } from './NftImage';
import { PropertyList } from './PropertyList';
import { StatusBadge } from './StatusBadge';

interface NftDrawerProps {
  open: boolean;
  detail: NftDetail;
  onClose: () => void;
  onRetry: () => void;
}

/** One NFT in a side panel: picture, name, description, properties, units owned, token id and contract to copy, explorer. */
export function NftDrawer({ open, detail, onClose, onRetry }: NftDrawerProps) {
  const intl = useIntl();
  const nft = detail.kind === 'ready' ? detail.nft : undefined;
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={nft ? nft.name : intl.formatMessage({ id: 'nft.detail.titleLoading' })}
      initialFocus="close"
      footer={nft ? <DetailActions nft={nft} /> : undefined}
    >
      {detail.kind === 'loading' && (
        <Stack gap="4" aria-busy="true">
          <Box aspectRatio="square" width="full">
            <Skeleton height="full" width="full" />
          </Box>
          <Skeleton height="8" width="48" />
          <Skeleton height="24" />
        </Stack>
      )}
      {detail.kind === 'error' && (
        <EmptyState
          bordered
          icon={<TriangleAlert aria-hidden />}
          title={describeApiError(detail.error, intl)}
          action={
            <Button variant="outline" size="sm" onClick={onRetry}>
              {intl.formatMessage({ id: 'nft.retry' })}
            </Button>
          }
        />
      )}
      {detail.kind === 'missing' && (
        <EmptyState bordered icon={<SearchX aria-hidden />} title={intl.formatMessage({ id: 'nft.detail.missing' })} />
      )}
      {nft && <DetailFacts nft={nft} />}
    </Drawer>
  );
}

function DetailFacts({ nft }: { nft: Nft }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const explorer = httpsLink(nft.explorerUrl);
  const external = httpsLink(nft.externalUrl);
  return (
    <Stack gap="6">
      <Box maxWidth="sm" width="full" alignSelf="center">
        <NftImage url={nft.imageUrl} alt={nft.name} rounded="lg" />
      </Box>
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Box textStyle="body.md" color="fg.muted">
            {nft.collection}
          </Box>
          <StatusBadge status={nft.status} />
        </Flex>
        {nft.description && (
          <Box as="p" textStyle="body.md" whiteSpace="pre-line" overflowWrap="anywhere">
            {nft.description}
          </Box>
        )}
      </Stack>
      {nft.properties.length > 0 && (
        <Stack gap="2">
          <Box as="h3" textStyle="label" color="fg.muted">
            {t('nft.detail.properties')}
          </Box>
          <PropertyList properties={nft.properties} />
        </Stack>
      )}
      <DetailList>
        <DetailItem term={t('nft.detail.owned')} testId="nft-owned">
          {intl.formatMessage({ id: 'nft.detail.ownedValue' }, { balance: nft.balance, supply: nft.supply })}
        </DetailItem>
        <DetailItem term={t('nft.detail.tokenId')}>
          <CopyableValue value={nft.tokenId} copyLabel={t('nft.detail.copyTokenId')} />
        </DetailItem>
        <DetailItem term={t('nft.detail.contract')}>
          <CopyableValue value={nft.contractAddress} copyLabel={t('nft.detail.copyContract')} grouped />
        </DetailItem>
        <DetailItem term={t('nft.detail.standard')}>{nft.standard}</DetailItem>
        <DetailItem term={t('nft.detail.created')}>
          <time dateTime={nft.createdAt}>{intl.formatDate(nft.createdAt, { dateStyle: 'long' })}</time>
        </DetailItem>
      </DetailList>
      {(explorer || external) && (
        <Flex gap="4" wrap="wrap">
          {explorer && <OutLink href={explorer}>{t('nft.detail.explorer')}</OutLink>}
          {external && <OutLink href={external}>{t('nft.detail.externalLink')}</OutLink>}
        </Flex>
      )}
    </Stack>
  );
}

function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <styled.a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      display="inline-flex"
      alignItems="center"
      gap="1"
      color="accent.text"
      textStyle="label"
      textDecoration="underline"
      css={{ '& svg': { width: '4', height: '4' } }}
    >
      {children}
      <ExternalLink aria-hidden />
    </styled.a>
  );
}

function DetailActions({ nft }: { nft: Nft }) {
  const intl = useIntl();
  if (!canTransfer(nft)) {
    return (
      <Box textStyle="body.sm" color="fg.muted">
        {intl.formatMessage({ id: nft.balance === 0 ? 'nft.detail.noneLeft' : 'nft.detail.notYet' })}
      </Box>
    );
  }
  return (
    <LinkButton to={pathTo('transfer-nft', { id: nft.id })} size="sm" icon={<ArrowRightLeft aria-hidden />}>
      {intl.formatMessage({ id: 'nft.detail.transfer' })}
    </LinkButton>
  );
}
