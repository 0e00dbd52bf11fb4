import type { ReactNode } from 'react';
import { Checkbox } from '@/design-system';
import { CircleAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { hstack, stack } from 'styled-system/patterns';

const fieldClass = stack({ gap: '1' });
const errorClass = hstack({
  gap: '1.5',
  alignItems: 'flex-start',
  textStyle: 'body.sm',
  fontWeight: 'medium',
  color: 'danger.text',
});
const errorIconClass = css({ flexShrink: '0', mt: '0.5' });

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Translated message while invalid; announced politely when it appears. */
  error?: string;
  required?: boolean;
}

/** A checkbox that must be ticked (terms), with its validation message under it. */
export function CheckboxField({ error, ...props }: CheckboxFieldProps) {
  return (
    <div className={fieldClass}>
      <Checkbox {...props} invalid={Boolean(error)} />
      <div aria-live="polite" className={errorClass}>
        {error && (
          <>
            <div className={errorIconClass}>
              <CircleAlert size={14} aria-hidden />
            </div>
            <span>{error}</span>
          </>
        )}
      </div>
    </div>
  );
}
