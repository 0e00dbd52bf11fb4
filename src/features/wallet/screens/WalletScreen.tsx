import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Heading, usePageChangeFocus } from '@/design-system';
import { removeReferralCode } from '@/services/storage';
import { css } from 'styled-system/css';
import { AssetsSection as AssetsSectionNow } from '../components/AssetsSection';
import { TotalSection as TotalSectionNow } from '../components/TotalSection';
import { useWalletHome } from '../hooks/use-wallet-home';

// Worked out once: the screen renders again at every page change, and style props would compute them each time.
const screenClass = css({ display: 'flex', flexDirection: 'column', gap: '8', width: 'full', maxWidth: '6xl' });
const introClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted' });

// Their data is deferred (use-wallet-home.ts): while it has not changed, they skip the screen's render.
const TotalSection = memo(TotalSectionNow);
const AssetsSection = memo(AssetsSectionNow);

/**
 * The wallet home (/wallet), where customers land after signing in: My Wallet, the total balance of every
 * asset account in dollars, and the accounts as cards, a page at a time (?page=N).
 */
export function WalletScreen() {
  const intl = useIntl();
  const home = useWalletHome();
  const assetsHeading = useRef<HTMLHeadingElement>(null);

  // A stored referral code has served its purpose once the customer is in the wallet.
  useEffect(() => removeReferralCode(), []);

  // The cards and the total follow an answer in a transition (use-wallet-home.ts): the sections re-render then.
  const { grid, total, page, totalPages, goToPage } = home;
  const changePage = usePageChangeFocus({
    pageShown: grid.kind === 'ready' && !grid.stale,
    page,
    totalPages,
    status: (shown, pages) => intl.formatMessage({ id: 'wallet.assets.pageStatus' }, { page: shown, totalPages: pages }),
    heading: assetsHeading,
    goToPage,
  });

  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'wallet.title' })}</Heading>
        <p className={descriptionClass}>{intl.formatMessage({ id: 'wallet.description' })}</p>
      </div>
      <TotalSection
        state={total}
        onRetryAccounts={home.retryAccounts}
        onRetryPrices={home.retryPrices}
        retryElsewhere={grid.kind === 'error'}
      />
      <AssetsSection
        ref={assetsHeading}
        grid={grid}
        page={page}
        totalPages={totalPages}
        onPageChange={changePage}
        flashingSymbols={home.flashingSymbols}
        onRetry={home.retryAccounts}
      />
    </div>
  );
}
