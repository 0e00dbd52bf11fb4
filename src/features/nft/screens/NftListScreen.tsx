import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Heading, LinkButton, Pagination, usePageChangeFocus } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import { NftGrid } from '../components/NftGrid';
import { OpenNftDrawer } from '../components/OpenNftDrawer';
import { useNftList } from '../hooks/use-nft-list';
import { useDetailParam } from '@/design-system';
import { NFT_PARAM } from '@/shared/routes';

const screenClass = stack({ gap: '8', width: 'full', maxWidth: '6xl' });
const headerClass = flex({ gap: '4', justify: 'space-between', align: 'flex-start', wrap: 'wrap' });
const titleClass = stack({ gap: '2' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted' });
const gridSectionClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const paginationRowClass = flex({ justify: 'flex-end' });

/** The customer's NFTs (/nft): a paged grid (?page=N, the wallet's rule), details in a drawer (?nft=<id>). */
export function NftListScreen() {
  const intl = useIntl();
  const list = useNftList();
  const { linkTo } = useDetailParam(NFT_PARAM);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const title = intl.formatMessage({ id: 'nft.list.title' });

  const { grid, page, totalPages } = list;
  const changePage = usePageChangeFocus({
    pageShown: grid.kind === 'ready' && !grid.stale,
    page,
    totalPages,
    status: (shown, pages) => intl.formatMessage({ id: 'nft.list.pageStatus' }, { page: shown, totalPages: pages }),
    heading,
    goToPage: list.goToPage,
  });

  return (
    <div className={screenClass}>
      <div className={headerClass}>
        <div className={titleClass}>
          <Heading level={1} id={headingId} ref={heading} tabIndex={-1}>
            {title}
          </Heading>
          <p className={descriptionClass}>{intl.formatMessage({ id: 'nft.list.description' })}</p>
        </div>
        <LinkButton to={pathTo('create-nft')} icon={<Plus aria-hidden />}>
          {intl.formatMessage({ id: 'nft.list.create' })}
        </LinkButton>
      </div>
      <section aria-labelledby={headingId} className={gridSectionClass}>
        {totalPages !== undefined && totalPages > 1 && (
          <div className={paginationRowClass}>
            <Pagination page={page} totalPages={totalPages} onPageChange={changePage} />
          </div>
        )}
        <NftGrid grid={grid} label={title} linkTo={linkTo} onRetry={list.retry} />
      </section>
      <OpenNftDrawer shown={grid.kind === 'ready' ? grid.nfts : undefined} />
    </div>
  );
}
