import { Check, CircleAlert, Copy } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { button, clipboard, iconButton } from 'styled-system/recipes';
import { announce } from '../../a11y/live-region';
import { COPY_STATUS_TIMEOUT_MS, useCopy } from '../../hooks/use-copy';

/** How long the "Copied" state shows (ms). */
export const COPIED_TIMEOUT_MS = COPY_STATUS_TIMEOUT_MS;

export interface CopyToClipboardProps {
  value: string;
  /** A visible label above the value (e.g. "Deposit address"). */
  label?: ReactNode;
  /** Show the value in a read-only field next to the button (default); false renders only a copy button. */
  showValue?: boolean;
  /** The button's label (default "Copy"); for the icon-only button it is the accessible name (e.g. "Copy address"). */
  buttonLabel?: string;
  onCopy?: () => void;
  /** The browser refused the write (no permission, insecure page, old browser). */
  onCopyError?: () => void;
  className?: string;
}

/**
 * Copies a value and says "Copied" only once the browser confirms the write; when it refuses, it says so and
 * selects the value so it can be copied by hand. The value sits in a read-only field, so it is read as one word
 * rather than character by character and can still be selected by hand.
 */
export function CopyToClipboard({
  value,
  label,
  showValue = true,
  buttonLabel,
  onCopy,
  onCopyError,
  className,
}: CopyToClipboardProps) {
  const intl = useIntl();
  const styles = clipboard();
  const { status, copy } = useCopy();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const copiedText = intl.formatMessage({ id: 'ds.clipboard.copied' });
  const copyText = intl.formatMessage({ id: 'ds.clipboard.copy' });
  const failedText = intl.formatMessage({ id: showValue ? 'ds.clipboard.failed' : 'ds.clipboard.failedNoValue' });
  const copied = status === 'copied';

  const onClick = async () => {
    if (await copy(value)) {
      announce(copiedText);
      onCopy?.();
      return;
    }
    announce(failedText, 'assertive');
    inputRef.current?.select();
    onCopyError?.();
  };

  return (
    <div className={cx(styles.root, className)} data-status={status}>
      {label && showValue && (
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
      )}
      <div className={styles.control}>
        {showValue && (
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            value={value}
            readOnly
            aria-describedby={status === 'failed' ? errorId : undefined}
          />
        )}
        <button
          type="button"
          className={cx(
            showValue ? button({ variant: 'outline' }) : iconButton({ variant: 'ghost', size: 'sm' }),
            styles.trigger,
          )}
          aria-label={showValue ? undefined : copied ? copiedText : (buttonLabel ?? copyText)}
          aria-describedby={status === 'failed' ? errorId : undefined}
          onClick={() => void onClick()}
        >
          <span className={styles.indicator}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {showValue && (copied ? copiedText : (buttonLabel ?? copyText))}
          </span>
        </button>
      </div>
      {status === 'failed' && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden />
          {failedText}
        </p>
      )}
    </div>
  );
}
