import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Checkbox, Field, FormAlert, FormStep, Input, LookAlikeWarning, VerbatimInput } from '@/design-system';
import type { SendForm, SendWarning } from '@/machines/withdrawal';
import { cleanAddress, differingRange } from '@/services/addresses';
import { stack } from 'styled-system/patterns';
import type { NetworkOfAsset } from '../hooks/use-send-data';
import type { RecipientCheck } from '../model/recipient-check';
import { STEP_TOTAL } from './step-total';

const memoClass = stack({ gap: '3' });

interface RecipientStepProps {
  form: SendForm;
  current: NetworkOfAsset;
  check: RecipientCheck;
  onEdit: (patch: Partial<SendForm>) => void;
  onAccept: (warning: SendWarning) => void;
  onNext: () => void;
  onBack: () => void;
  alert?: ReactNode;
}

/** Step 2: the address (validated live for the network), the memo where the network needs one, the pre-send checks. */
export function RecipientStep({ form, current, check, onEdit, onAccept, onNext, onBack, alert }: RecipientStepProps) {
  const intl = useIntl();
  const { network, rules } = current;
  const memoName = intl.formatMessage({ id: `send.memo.name.${rules.memoLabel ?? 'memo'}` });
  const addressError = (() => {
    if (form.address === '') return undefined;
    if (check.ownAddress) return intl.formatMessage({ id: 'send.recipient.ownAddress' }, { asset: rules.asset });
    switch (check.address.kind) {
      case 'too-long':
        return intl.formatMessage({ id: 'send.recipient.tooLong' }, { max: check.address.max });
      case 'format':
        return intl.formatMessage({ id: 'send.recipient.format' }, { network: network.name });
      case 'checksum':
        return intl.formatMessage({ id: 'send.recipient.checksum' }, { network: network.name });
      case 'rule-unusable':
        return intl.formatMessage({ id: 'send.recipient.ruleUnusable' }, { network: network.name });
      default:
        return undefined;
    }
  })();
  const memoError =
    check.memo.kind === 'invalid' ? intl.formatMessage({ id: 'send.memo.invalid' }, { memo: memoName }) : undefined;

  return (
    <FormStep
      title={intl.formatMessage({ id: 'send.recipient.title' })}
      step={{ current: 2, total: STEP_TOTAL }}
      description={intl.formatMessage({ id: 'send.recipient.description' }, { asset: rules.asset, network: network.name })}
      alert={alert}
      onSubmit={(event) => {
        event.preventDefault();
        if (!check.canContinue) return;
        if (check.firstTime) onAccept('first-time');
        if (check.memo.kind === 'missing') onAccept('no-memo');
        onNext();
      }}
      actions={
        <>
          <Button type="button" variant="outline" onClick={onBack}>
            {intl.formatMessage({ id: 'send.back' })}
          </Button>
          <Button type="submit" disabled={!check.canContinue}>
            {intl.formatMessage({ id: 'send.next' })}
          </Button>
        </>
      }
    >
      <Field
        label={intl.formatMessage({ id: 'send.recipient.address' }, { network: network.name })}
        hint={
          check.address.kind === 'valid' && check.address.checksum === 'valid'
            ? intl.formatMessage({ id: 'send.recipient.checked' })
            : check.address.kind === 'checking'
              ? intl.formatMessage({ id: 'send.recipient.checking' })
              : intl.formatMessage({ id: 'send.recipient.hint' })
        }
        error={addressError}
        required
      >
        <VerbatimInput
          name="address"
          value={form.address}
          onChange={(event) => onEdit({ address: cleanAddress(event.currentTarget.value) })}
        />
      </Field>
      {check.otherNetworks.map((other) => (
        <FormAlert
          key={other.network.id}
          tone="info"
          action={
            <Button type="button" size="sm" variant="outline" onClick={() => onEdit({ networkId: other.network.id })}>
              {intl.formatMessage({ id: 'send.recipient.switch' }, { network: other.network.name })}
            </Button>
          }
        >
          {intl.formatMessage({ id: 'send.recipient.wrongNetwork' }, { network: other.network.name })}
        </FormAlert>
      ))}
      {rules.memoRequired && (
        <div className={memoClass}>
          <Field label={memoName} hint={intl.formatMessage({ id: 'send.memo.hint' }, { memo: memoName })} error={memoError}>
            <Input
              name="memo"
              autoComplete="off"
              value={form.memo}
              onChange={(event) => onEdit({ memo: event.currentTarget.value })}
            />
          </Field>
          {check.memo.kind === 'missing' && (
            <Checkbox
              label={intl.formatMessage({ id: 'send.memo.noneNeeded' }, { memo: memoName })}
              checked={form.noMemoConfirmed}
              onCheckedChange={(checked) => onEdit({ noMemoConfirmed: checked })}
            />
          )}
        </div>
      )}
      {check.lookAlike && (
        <LookAlikeWarning
          typed={form.address}
          typedDiffers={differingRange(check.lookAlike.typedParts)}
          past={check.lookAlike.recipient}
          pastDiffers={differingRange(check.lookAlike.recipientParts)}
          accepted={form.acceptedWarnings.includes('look-alike')}
          onAcceptedChange={(checked) =>
            checked
              ? onAccept('look-alike')
              : onEdit({ acceptedWarnings: form.acceptedWarnings.filter((item) => item !== 'look-alike') })
          }
        />
      )}
      {check.firstTime && !check.lookAlike && !check.ownAddress && (
        <FormAlert tone="info" title={intl.formatMessage({ id: 'send.firstTime.title' })}>
          {intl.formatMessage({ id: 'send.firstTime.body' })}
        </FormAlert>
      )}
    </FormStep>
  );
}
