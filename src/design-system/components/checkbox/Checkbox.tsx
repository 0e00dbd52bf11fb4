import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { checkbox } from 'styled-system/recipes';

export interface CheckboxProps {
  label: ReactNode;
  /** A line of help under the label. */
  hint?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  value?: string;
  className?: string;
}

/** Checkbox with a label (Ark checkbox; a real input underneath, so forms and keyboards just work). */
export function Checkbox({ label, hint, checked, defaultChecked, onCheckedChange, className, ...props }: CheckboxProps) {
  const styles = checkbox();
  return (
    <ArkCheckbox.Root
      className={cx(styles.root, className)}
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      {...props}
    >
      <ArkCheckbox.Control className={styles.control}>
        <ArkCheckbox.Indicator className={styles.indicator}>
          <Check aria-hidden />
        </ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator className={styles.indicator} indeterminate>
          <Minus aria-hidden />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <span className={styles.text}>
        <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
        {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  );
}
