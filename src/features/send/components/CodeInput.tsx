import { PinInput } from '@ark-ui/react/pin-input';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';

interface CodeInputProps {
  label: string;
  length: number;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  disabled: boolean;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  label: css({ textStyle: 'label', color: 'fg.default' }),
  control: css({ display: 'flex', gap: '2', flexWrap: 'wrap' }),
  input: css({
    width: '10',
    height: '12',
    textAlign: 'center',
    fontSize: 'lg',
    fontVariantNumeric: 'tabular-nums',
    bg: 'surface',
    color: 'fg.default',
    borderWidth: 'thin',
    borderColor: 'border.strong',
    borderRadius: 'md',
    outline: '2px solid transparent',
    _focusVisible: { borderColor: 'accent.default', boxShadow: 'focus' },
    _invalid: { borderColor: 'danger.default' },
    _disabled: { bg: 'surface.sunken', color: 'fg.disabled' },
  }),
};

/** One verification code: Ark's pin input, digits only, filled by the phone's one-time-code suggestion. */
export function CodeInput({ label, length, value, onChange, invalid, disabled }: CodeInputProps) {
  const intl = useIntl();
  return (
    <PinInput.Root
      className={styles.root}
      otp
      type="numeric"
      count={length}
      value={value.split('').slice(0, length)}
      onValueChange={(details) => onChange(details.valueAsString)}
      invalid={invalid}
      disabled={disabled}
      placeholder=""
      translations={{
        inputLabel: (index, total) => intl.formatMessage({ id: 'send.code.digit' }, { label, index: index + 1, total }),
      }}
    >
      <PinInput.Label className={styles.label}>{label}</PinInput.Label>
      <PinInput.Control className={styles.control}>
        {Array.from({ length }, (_, index) => (
          <PinInput.Input key={index} index={index} className={styles.input} />
        ))}
      </PinInput.Control>
      <PinInput.HiddenInput />
    </PinInput.Root>
  );
}
