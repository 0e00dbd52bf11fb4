import type { ReactNode } from 'react';
import { AmountEcho, AmountInput, Field, Select } from '@/design-system';
import type { DecimalString } from '@/shared/money';
import { css } from 'styled-system/css';
import { flex } from 'styled-system/patterns';

const rowClass = flex({ gap: '3', wrap: 'wrap', align: 'flex-start' });
const assetClass = css({ width: { base: 'full', sm: '40' } });
const amountClass = css({ flex: '1', minWidth: '48' });
const echoClass = css({ mt: '1', textStyle: 'body.sm', color: 'fg.muted' });

interface AmountRowProps {
  /** "You pay" / "You receive": names the amount field. */
  label: string;
  assetLabel: string;
  asset: string;
  assets: string[];
  onAssetChange: (symbol: string) => void;
  value: string;
  onValueChange: (text: string) => void;
  decimals: number;
  /** Dollars per unit of the asset, for the echo under the field. */
  usdPrice: DecimalString | null;
  hint?: ReactNode;
  error?: string | null;
  /** Max (the from side only). */
  onMax?: () => void;
  maxDisabled?: boolean;
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
  decimals,
  usdPrice,
  hint,
  error,
  onMax,
  maxDisabled,
  disabled,
}: AmountRowProps) {
  return (
    <div className={rowClass}>
      <div className={assetClass}>
        <Select
          label={assetLabel}
          options={assets.map((symbol) => ({ value: symbol, label: symbol }))}
          value={asset}
          onValueChange={(symbol) => symbol && onAssetChange(symbol)}
          disabled={disabled}
        />
      </div>
      <div className={amountClass}>
        <Field label={label} hint={hint} error={error ?? undefined} disabled={disabled}>
          <AmountInput
            value={value}
            onValueChange={onValueChange}
            symbol={asset}
            onMax={onMax}
            maxDisabled={maxDisabled || disabled}
          />
        </Field>
        {!error && (
          <div className={echoClass}>
            <AmountEcho text={value} decimals={decimals} symbol={asset} usdPrice={usdPrice} />
          </div>
        )}
      </div>
    </div>
  );
}
