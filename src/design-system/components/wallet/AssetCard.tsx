import { ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { assetCard } from 'styled-system/recipes';
import { formatAssetAmount, formatUsd, isDecimal, type DecimalString } from '@/shared/money';
import { Avatar } from '../avatar';
import { PathLink, type PathLinkProps } from '../link';

export interface AssetCardProps extends Omit<PathLinkProps, 'to' | 'children' | 'className'> {
  /** Asset symbol, e.g. "BTC". */
  symbol: string;
  /** Asset name, e.g. "Bitcoin". */
  name: string;
  iconUrl?: string | undefined;
  /** Balance in asset units, a decimal string; shown with 2 decimals and the symbol. */
  balance: DecimalString;
  /** Balance in dollars (balance × price), a decimal string; without a price the symbol shows instead. */
  usdValue?: DecimalString | null | undefined;
  /** Where the card leads (the asset's detail page). */
  href: string;
  /** Highlight a just-finished deposit (3 s glow; a still ring under reduced motion). */
  flashing?: boolean;
  className?: string;
}

// Made once: a page change updates the cards in place (AssetsGrid), and React skips an element it was given
// before instead of rendering the icon again. The icon is the arrow part itself, without a wrapper to update.
const ARROW_ICON = <ChevronRight aria-hidden className={assetCard().arrow} data-part="arrow" />;

/** One asset account as a card that links to its detail page. */
export function AssetCard({
  symbol,
  name,
  iconUrl,
  balance,
  usdValue,
  href,
  flashing = false,
  className,
  ...linkProps
}: AssetCardProps) {
  const intl = useIntl();
  const styles = assetCard();
  const hasPrice = isDecimal(usdValue);
  return (
    <PathLink {...linkProps} to={href} className={cx(styles.root, className)} data-flashing={flashing ? '' : undefined}>
      <Avatar src={iconUrl} name={symbol} size="md" className={styles.icon} />
      <span className={styles.symbol}>{symbol}</span>
      <span className={styles.name}>{name}</span>
      {ARROW_ICON}
      <span className={styles.value}>{hasPrice ? formatUsd(usdValue) : symbol}</span>
      <span className={styles.balance}>{formatAssetAmount(balance, symbol, intl.locale)}</span>
    </PathLink>
  );
}
