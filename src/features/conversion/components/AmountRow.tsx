import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field, Input, Select } from '@/design-system';
import { Box, Flex } from 'styled-system/jsx';

interface AmountRowProps {
  /** "You pay" / "You receive": names the amount field. */
  label: string;
  assetLabel: string;
  asset: string;
  assets: string[];
  onAssetChange: (symbol: string) => void;
  value: string;
  onValueChange: (text: string) => void;
  hint?: ReactNode;
  error?: string | null;
  /** Beside the field (Max). */
  action?: ReactNode;
  /** Under the field (the dollar value). */
  footer?: ReactNode;
  disabled?: boolean;
}

/** One side of the conversion: the asset (only allowed pairs) and its amount, typed in either language. */
export function AmountRow({
  label,
  assetLabel,
  asset,
  assets,
  onAssetChange,
  value,
  onValueChange,
  hint,
  error,
  action,
  footer,
  disabled,
}: AmountRowProps) {
  const intl = useIntl();
  return (
    <Flex gap="3" wrap="wrap" align="flex-start">
      <Box width={{ base: 'full', sm: '40' }}>
        <Select
          label={assetLabel}
          options={assets.map((symbol) => ({ value: symbol, label: symbol }))}
          value={asset}
          onValueChange={(symbol) => symbol && onAssetChange(symbol)}
          disabled={disabled}
        />
      </Box>
      <Box flex="1" minWidth="48">
        <Field label={label} hint={hint} error={error ?? undefined} disabled={disabled}>
          <Flex gap="2" align="center">
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={intl.formatNumber(0)}
              value={value}
              onChange={(event) => onValueChange(event.target.value)}
            />
            {action}
          </Flex>
        </Field>
        {footer}
      </Box>
    </Flex>
  );
}
