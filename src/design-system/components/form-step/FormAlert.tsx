import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { forwardRef, useCallback, useEffect, useRef, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { formAlert } from 'styled-system/recipes';

export type FormAlertTone = 'danger' | 'success' | 'info';

export interface FormAlertProps {
  tone?: FormAlertTone;
  title?: ReactNode;
  children: ReactNode;
  /** A link or button that resolves the problem (e.g. "Confirm your email"). */
  action?: ReactNode;
  /** Take focus when it appears (after a failed submit), so keyboard users land on the explanation. */
  focusOnShow?: boolean;
  className?: string;
}

const icons = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message about the whole form (a server answer), above the fields. Errors are alerts (read out at once);
 * success and info are polite status messages. Focusable (tabIndex -1), so a screen can move focus to it.
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { tone = 'danger', title, children, action, focusOnShow = false, className },
  ref,
) {
  const Icon = icons[tone];
  const styles = formAlert({ tone });
  const own = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Only on appearing: a re-render of the same alert must not pull focus back from the fields.
  useEffect(() => {
    if (focusOnShow) own.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the alert appears
  }, []);

  return (
    <div
      ref={setRefs}
      tabIndex={-1}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
      className={cx(styles.root, className)}
    >
      <div className={styles.icon}>
        <Icon size={18} aria-hidden />
      </div>
      <div className={styles.content}>
        {title && <p className={styles.title}>{title}</p>}
        <div className={styles.message}>{children}</div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
});
