import { Clipboard as ArkClipboard } from '@ark-ui/react/clipboard';
import { Check, Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { button, clipboard, iconButton } from 'styled-system/recipes';
import { announce } from '../../a11y/live-region';

/** How long the "Copied" state shows (ms). */
export const COPIED_TIMEOUT_MS = 2000;

export interface CopyToClipboardProps {
  value: string;
  /** A visible label above the value (e.g. "Deposit address"). */
  label?: ReactNode;
  /** Show the value in a read-only field next to the button (default); false renders only a copy button. */
  showValue?: boolean;
  /** The button's label (default "Copy"); for the icon-only button it is the accessible name (e.g. "Copy address"). */
  buttonLabel?: string;
  onCopy?: () => void;
  className?: string;
}

/**
 * Copies a value (Ark clipboard) and tells screen-reader users "Copied" through the app's live region.
 * The value sits in a read-only field, so it is read as one word rather than character by character
 * and can still be selected by hand.
 */
export function CopyToClipboard({ value, label, showValue = true, buttonLabel, onCopy, className }: CopyToClipboardProps) {
  const intl = useIntl();
  const styles = clipboard();
  const copiedText = intl.formatMessage({ id: 'ds.clipboard.copied' });
  const copyText = buttonLabel ?? intl.formatMessage({ id: 'ds.clipboard.copy' });
  return (
    <ArkClipboard.Root
      className={cx(styles.root, className)}
      value={value}
      timeout={COPIED_TIMEOUT_MS}
      translations={{ triggerLabel: (copied) => (copied ? copiedText : copyText) }}
      onStatusChange={({ copied }) => {
        if (!copied) return;
        announce(copiedText);
        onCopy?.();
      }}
    >
      {label && <ArkClipboard.Label className={styles.label}>{label}</ArkClipboard.Label>}
      <ArkClipboard.Control className={styles.control}>
        {showValue && <ArkClipboard.Input className={styles.input} />}
        <ArkClipboard.Trigger
          className={cx(
            showValue ? button({ variant: 'outline' }) : iconButton({ variant: 'ghost', size: 'sm' }),
            styles.trigger,
          )}
        >
          <ArkClipboard.Indicator className={styles.indicator} copied={<Check aria-hidden />}>
            <Copy aria-hidden />
          </ArkClipboard.Indicator>
          {showValue && (
            <ArkClipboard.Context>
              {(api) => (api.copied ? copiedText : intl.formatMessage({ id: 'ds.clipboard.copy' }))}
            </ArkClipboard.Context>
          )}
        </ArkClipboard.Trigger>
      </ArkClipboard.Control>
    </ArkClipboard.Root>
  );
}
