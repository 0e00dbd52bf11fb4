import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long "Copied" (or the failure) shows before the button returns to "Copy" (ms). */
export const COPY_STATUS_TIMEOUT_MS = 2000;

/** The legacy path for browsers without the async clipboard (or a denied permission): true only if it copied. */
function copyWithSelection(text: string): boolean {
  const scratch = document.createElement('textarea');
  scratch.value = text;
  scratch.setAttribute('readonly', '');
  scratch.style.position = 'fixed';
  scratch.style.opacity = '0';
  document.body.append(scratch);
  scratch.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    scratch.remove();
  }
}

/** Writes `text` to the clipboard and says whether it really got there. */
export async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return copyWithSelection(text);
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyWithSelection(text);
  }
}

/**
 * Copy with an honest result. Ark's clipboard reports "copied" before (and whether or not) the write succeeds, so
 * a customer could paste yesterday's address; this waits for the browser's answer. "Copied" clears after a moment;
 * a failure stays until the next attempt, so the customer has time to read how to copy by hand.
 */
export function useCopy(): { status: CopyStatus; copy: (text: string) => Promise<boolean> } {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    window.clearTimeout(timer.current);
    const copied = await writeToClipboard(text);
    setStatus(copied ? 'copied' : 'failed');
    if (copied) timer.current = window.setTimeout(() => setStatus('idle'), COPY_STATUS_TIMEOUT_MS);
    return copied;
  }, []);
  return { status, copy };
}
