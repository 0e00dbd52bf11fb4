import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AmountEcho, AmountInput, Button, Field, FormStep, useAmountInputErrorMessage } from '@/design-system';
import { amountProblem, maxSendable, type AmountLimits, type SendForm } from '@/machines/withdrawal';
import type { DailyLimit } from '@/services/api';
import { formatAmountInput, formatDecimal, parseAmountInput } from '@/shared/money';
import type { NetworkOfAsset } from '../hooks/use-send-data';
import { STEP_TOTAL } from './step-total';

interface AmountStepProps {
  form: SendForm;
  current: NetworkOfAsset;
  balance: string;
  dailyLimit: DailyLimit | undefined;
  usdPrice: string | null;
  onEdit: (patch: Partial<SendForm>) => void;
  onNext: () => void;
  onBack: () => void;
  alert?: ReactNode;
}

export function limitsOf(current: NetworkOfAsset, balance: string, dailyLimit: DailyLimit | undefined): AmountLimits {
  return {
    balance,
    fee: current.rules.withdrawFee,
    feeInSameAsset: true,
    minimum: current.rules.withdrawMin,
    networkMax: current.rules.withdrawMax,
    dailyRemaining: dailyLimit?.remaining ?? null,
    decimals: current.rules.decimals,
  };
}

/** Step 3: the amount, in either decimal mark, with Max = what can really be sent and each limit's figure. */
export function AmountStep({ form, current, balance, dailyLimit, usdPrice, onEdit, onNext, onBack, alert }: AmountStepProps) {
  const intl = useIntl();
  const inputError = useAmountInputErrorMessage();
  const { rules } = current;
  const symbol = rules.asset;
  const limits = limitsOf(current, balance, dailyLimit);
  const max = maxSendable(limits);
  const figure = (value: string) => `${formatDecimal(value, intl.locale, { maximumFractionDigits: rules.decimals })} ${symbol}`;
  const parsed = parseAmountInput(form.amountText, { decimals: rules.decimals });
  const problem = parsed.ok ? amountProblem(parsed.value, limits) : null;
  const error = (() => {
    if (form.amountText === '') return undefined;
    if (!parsed.ok) return inputError(parsed.reason, { decimals: rules.decimals, symbol });
    if (!problem) return undefined;
    switch (problem.kind) {
      case 'below-minimum':
        return intl.formatMessage({ id: 'send.amount.belowMinimum' }, { minimum: figure(problem.minimum) });
      case 'above-balance':
        return intl.formatMessage(
          { id: 'send.amount.aboveBalance' },
          { max: figure(problem.max), fee: figure(rules.withdrawFee) },
        );
      case 'above-daily-limit':
        return intl.formatMessage(
          { id: 'send.amount.aboveDailyLimit' },
          {
            max: figure(problem.max),
            resetsAt: dailyLimit ? intl.formatDate(dailyLimit.resetsAt, { dateStyle: 'medium', timeStyle: 'short' }) : '',
          },
        );
      case 'above-network-max':
        return intl.formatMessage({ id: 'send.amount.aboveNetworkMax' }, { max: figure(problem.max) });
    }
  })();
  const canContinue = parsed.ok && problem === null;
  return (
    <FormStep
      title={intl.formatMessage({ id: 'send.amount.title' })}
      step={{ current: 3, total: STEP_TOTAL }}
      description={intl.formatMessage(
        { id: 'send.amount.description' },
        { balance: figure(balance), fee: figure(rules.withdrawFee), max: figure(max) },
      )}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) onNext();
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onBack}>
            {intl.formatMessage({ id: 'send.back' })}
          </Button>
          <Button type="submit" disabled={!canContinue}>
            {intl.formatMessage({ id: 'send.toReview' })}
          </Button>
        </>
      }
    >
      <Field
        label={intl.formatMessage({ id: 'send.amount.label' }, { asset: symbol })}
        hint={<AmountEcho text={form.amountText} decimals={rules.decimals} symbol={symbol} usdPrice={usdPrice} />}
        error={error}
        required
      >
        <AmountInput
          name="amount"
          symbol={symbol}
          value={form.amountText}
          onValueChange={(text) => {
            const next = parseAmountInput(text, { decimals: rules.decimals });
            onEdit({ amountText: text, amount: next.ok ? next.value : '' });
          }}
          onMax={() => onEdit({ amountText: formatAmountInput(max, intl.locale, rules.decimals), amount: max })}
          maxDisabled={max === '0'}
        />
      </Field>
    </FormStep>
  );
}
