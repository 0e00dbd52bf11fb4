import { ArrowRightLeft, ExternalLink, SearchX, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Drawer, EmptyState, LinkButton, Skeleton } from '@/design-system';
import { describeApiError, type Nft } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
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

const loadingClass = stack({ gap: '4' });
const loadingImageClass = css({ aspectRatio: 'square', width: 'full' });
const factsClass = stack({ gap: '6' });
const factsImageClass = css({ maxWidth: 'sm', width: 'full', alignSelf: 'center' });
const sectionClass = stack({ gap: '2' });
const collectionRowClass = flex({ gap: '2', align: 'center', wrap: 'wrap' });
const mutedBodyClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const descriptionClass = css({ textStyle: 'body.md', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const propertiesHeadingClass = css({ textStyle: 'label', color: 'fg.muted' });
const linksClass = flex({ gap: '4', wrap: 'wrap' });
const outLinkClass = css(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    color: 'accent.text',
    textStyle: 'label',
    textDecoration: 'underline',
  },
  { '& svg': { width: '4', height: '4' } },
);
const actionsNoteClass = css({ textStyle: 'body.sm', color: 'fg.muted' });

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
        <div aria-busy="true" className={loadingClass}>
          <div className={loadingImageClass}>
            <Skeleton height="full" width="full" />
          </div>
          <Skeleton height="8" width="48" />
          <Skeleton height="24" />
        </div>
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
    <div className={factsClass}>
      <div className={factsImageClass}>
        <NftImage url={nft.imageUrl} alt={nft.name} rounded="lg" />
      </div>
      <div className={sectionClass}>
        <div className={collectionRowClass}>
          <div className={mutedBodyClass}>{nft.collection}</div>
          <StatusBadge status={nft.status} />
        </div>
        {nft.description && <p className={descriptionClass}>{nft.description}</p>}
      </div>
      {nft.properties.length > 0 && (
        <div className={sectionClass}>
          <h3 className={propertiesHeadingClass}>{t('nft.detail.properties')}</h3>
          <PropertyList properties={nft.properties} />
        </div>
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
        <div className={linksClass}>
          {explorer && <OutLink href={explorer}>{t('nft.detail.explorer')}</OutLink>}
          {external && <OutLink href={external}>{t('nft.detail.externalLink')}</OutLink>}
        </div>
      )}
    </div>
  );
}

function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={outLinkClass}>
      {children}
      <ExternalLink aria-hidden />
    </a>
  );
}

function DetailActions({ nft }: { nft: Nft }) {
  const intl = useIntl();
  if (!canTransfer(nft)) {
    return (
      <div className={actionsNoteClass}>
        {intl.formatMessage({ id: nft.balance === 0 ? 'nft.detail.noneLeft' : 'nft.detail.notYet' })}
      </div>
    );
  }
  return (
    <LinkButton to={pathTo('transfer-nft', { id: nft.id })} size="sm" icon={<ArrowRightLeft aria-hidden />}>
      {intl.formatMessage({ id: 'nft.detail.transfer' })}
    </LinkButton>
  );
}
