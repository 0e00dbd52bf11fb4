import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Avatar, Heading, LinkButton, Skeleton } from '@/design-system';
import { formatAssetAmount, formatUsd } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { Box, Flex, Stack } from 'styled-system/jsx';
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

/**
 * The asset's header: icon, name, symbol, balance (2 decimals with the symbol, as on the wallet's cards)
 * and dollar value, with Send, Receive and Convert already set to this asset.
 */
export function AssetHeader({ symbol, section, onRetry, sendNetwork }: AssetHeaderProps) {
  const intl = useIntl();
  const ready = section.kind === 'ready' ? section.data : undefined;
  const asset = ready?.account.asset ?? symbol;

  return (
    <Stack gap="6">
      <Flex gap="4" align="center" wrap="wrap">
        {ready ? (
          <Avatar src={ready.account.assetObj.imageUrl} name={asset} size="lg" />
        ) : (
          <Skeleton variant="circle" width="14" />
        )}
        <Stack gap="1" minWidth="0" flex="1">
          <Heading level={1}>{ready ? ready.account.assetObj.name : asset}</Heading>
          <Box as="p" textStyle="body.md" color="fg.muted">
            {asset}
          </Box>
        </Stack>
      </Flex>
      {section.kind === 'error' && <SectionError error={section.error} onRetry={onRetry} />}
      {section.kind !== 'error' && (
        <Box
          role="group"
          aria-label={intl.formatMessage({ id: 'transactions.asset.balance' })}
          aria-busy={section.kind === 'loading' || undefined}
          display="flex"
          flexDirection="column"
          gap="1"
        >
          <Box as="span" textStyle="body.sm" color="fg.muted">
            {intl.formatMessage({ id: 'transactions.asset.balance' })}
          </Box>
          {ready ? (
            <Box
              as="span"
              textStyle="heading.lg"
              fontVariantNumeric="tabular-nums"
              overflowWrap="anywhere"
              data-testid="asset-balance"
            >
              {formatAssetAmount(ready.account.balance, asset, intl.locale)}
            </Box>
          ) : (
            <Skeleton width="48" height="8" />
          )}
          {ready && ready.usdValue !== null && (
            <Box as="span" textStyle="body.lg" color="fg.muted">
              {formatUsd(ready.usdValue)}
            </Box>
          )}
          {(!ready || (ready.usdValue === null && ready.pricesLoading)) && <Skeleton width="24" height="5" />}
        </Box>
      )}
      <Flex gap="3" wrap="wrap">
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
      </Flex>
    </Stack>
  );
}
