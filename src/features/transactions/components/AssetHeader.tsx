import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Avatar, Heading, LinkButton, Skeleton } from '@/design-system';
import { formatAssetAmount, formatUsd } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { flex, stack } from 'styled-system/patterns';
import type { AssetHeaderData, Section } from '../hooks/use-asset-detail';
import { SectionError } from './SectionError';

interface AssetHeaderProps {
  /** The symbol in the URL: the heading until the account has answered. */
  symbol: string;
  section: Section<AssetHeaderData>;
  onRetry: () => void;
  /** The network Send starts on, once the networks have answered. */
  sendNetwork?: string | undefined;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

const headerClass = stack({ gap: '6' });
const identityClass = flex({ gap: '4', align: 'center', wrap: 'wrap' });
const namesClass = stack({ gap: '1', minWidth: '0', flex: '1' });
const symbolClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const balanceGroupClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const balanceLabelClass = css({ textStyle: 'body.sm', color: 'fg.muted' });
const balanceClass = css({ textStyle: 'heading.lg', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
const usdValueClass = css({ textStyle: 'body.lg', color: 'fg.muted' });
const actionsClass = flex({ gap: '3', wrap: 'wrap' });

/**
 * The asset's header: icon, name, symbol, balance (2 decimals with the symbol, as on the wallet's cards)
 * and dollar value, with Send, Receive and Convert already set to this asset.
 */
export function AssetHeader({ symbol, section, onRetry, sendNetwork }: AssetHeaderProps) {
  const intl = useIntl();
  const ready = section.kind === 'ready' ? section.data : undefined;
  const asset = ready?.account.asset ?? symbol;

  return (
    <div className={headerClass}>
      <div className={identityClass}>
        {ready ? (
          <Avatar src={ready.account.assetObj.imageUrl} name={asset} size="lg" />
        ) : (
          <Skeleton variant="circle" width="14" />
        )}
        <div className={namesClass}>
          <Heading level={1}>{ready ? ready.account.assetObj.name : asset}</Heading>
          <p className={symbolClass}>{asset}</p>
        </div>
      </div>
      {section.kind === 'error' && <SectionError error={section.error} onRetry={onRetry} />}
      {section.kind !== 'error' && (
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'transactions.asset.balance' })}
          aria-busy={section.kind === 'loading' || undefined}
          className={balanceGroupClass}
        >
          <span className={balanceLabelClass}>{intl.formatMessage({ id: 'transactions.asset.balance' })}</span>
          {ready ? (
            <span className={balanceClass} data-testid="asset-balance">
              {formatAssetAmount(ready.account.balance, asset, intl.locale)}
            </span>
          ) : (
            <Skeleton width="48" height="8" />
          )}
          {ready && ready.usdValue !== null && <span className={usdValueClass}>{formatUsd(ready.usdValue)}</span>}
          {(!ready || (ready.usdValue === null && ready.pricesLoading)) && <Skeleton width="24" height="5" />}
        </div>
      )}
      <div className={actionsClass}>
        <LinkButton
          to={withQuery(pathTo('send'), sendNetwork ? { asset, network: sendNetwork } : { asset })}
          icon={<ArrowUpRight aria-hidden />}
        >
          {intl.formatMessage({ id: 'transactions.asset.send' })}
        </LinkButton>
        <LinkButton to={withQuery(pathTo('receive'), { asset })} variant="outline" icon={<ArrowDownLeft aria-hidden />}>
          {intl.formatMessage({ id: 'transactions.asset.receive' })}
        </LinkButton>
        <LinkButton to={withQuery(pathTo('conversion'), { from: asset })} variant="outline" icon={<ArrowLeftRight aria-hidden />}>
          {intl.formatMessage({ id: 'transactions.asset.convert' })}
        </LinkButton>
      </div>
    </div>
  );
}
