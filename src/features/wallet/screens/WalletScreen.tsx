import { memo, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Heading, usePageChangeFocus } from '@/design-system';
import { removeReferralCode } from '@/services/storage';
import { css } from 'styled-system/css';
import { AssetsSection as AssetsSectionNow } from '../components/AssetsSection';
import { TotalSection as TotalSectionNow } from '../components/TotalSection';
import { useWalletBasics, useWalletHome, type WalletBasics } from '../hooks/use-wallet-home';

// Worked out once: style props would compute them at each render.
const screenClass = css({ display: 'flex', flexDirection: 'column', gap: '8', width: 'full', maxWidth: '6xl' });
const introClass = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted' });

// Their data is deferred (use-wallet-home.ts): while it has not changed, they skip the screen's render.
const TotalSection = memo(TotalSectionNow);
const AssetsSection = memo(AssetsSectionNow);

/**
 * The wallet home (/wallet), where customers land after signing in: My Wallet, the total balance of every
 * asset account in dollars, and the accounts as cards, a page at a time (?page=N). It does not read the URL: a page
 * change renders the sections again, not the screen and its queries' hooks (ADR 0026, session 94).
 */
export function WalletScreen() {
  const intl = useIntl();
  const basics = useWalletBasics();

  // A stored referral code has served its purpose once the customer is in the wallet.
  useEffect(() => removeReferralCode(), []);

  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{intl.formatMessage({ id: 'wallet.title' })}</Heading>
        <p className={descriptionClass}>{intl.formatMessage({ id: 'wallet.description' })}</p>
      </div>
      <WalletSections basics={basics} />
    </div>
  );
}

/** The total and the page of cards in the URL: what a page change renders again. */
function WalletSections({ basics }: { basics: WalletBasics }) {
  const intl = useIntl();
  const home = useWalletHome(basics);
  const assetsHeading = useRef<HTMLHeadingElement>(null);

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
    <>
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
    </>
  );
}
