import { Check, Circle } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden';
import { css } from 'styled-system/css';
import { grid, hstack } from 'styled-system/patterns';
import { meetsPasswordRule, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from './password-policy';

const titleClass = css({ textStyle: 'body.sm', color: 'fg.muted', mb: '1.5' });
const listClass = grid({ columns: { base: 1, sm: 2 }, columnGap: '4', rowGap: '1' });
const metItemClass = hstack({ gap: '1.5', textStyle: 'body.sm', color: 'success.text' });
const unmetItemClass = hstack({ gap: '1.5', textStyle: 'body.sm', color: 'fg.muted' });
const iconClass = css({ flexShrink: '0', display: 'inline-flex' });

export interface PasswordChecklistProps {
  password: string;
  /** Referenced by the password input's aria-describedby. */
  id?: string;
}

/**
 * Cognito's password policy as a live checklist under a new-password field: each rule turns green as it is
 * met, before anything is submitted. Each item says "met" / "not met yet" to screen readers.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div id={id}>
      <p id={titleId} className={titleClass}>
        <FormattedMessage id="ds.password.rules.title" />
      </p>
      <ul aria-labelledby={titleId} className={listClass}>
        {PASSWORD_RULES.map((rule) => {
          const met = meetsPasswordRule(rule, password);
          return (
            <li key={rule} className={met ? metItemClass : unmetItemClass} data-met={met}>
              <div className={iconClass}>{met ? <Check size={14} aria-hidden /> : <Circle size={14} aria-hidden />}</div>
              <span>
                <FormattedMessage id={`ds.password.rules.${rule}`} values={{ min: PASSWORD_MIN_LENGTH }} />
                <VisuallyHidden>
                  {intl.formatMessage({ id: met ? 'ds.password.rules.met' : 'ds.password.rules.notMet' })}
                </VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
