import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import { focusLost } from '../../a11y/focus-lost';

interface FocusedRow {
  index: number;
  /** The kind of button that had focus ('mark-read' or 'delete'), to land on the same kind again. */
  action: string | undefined;
  dialog: Element | null;
}

/**
 * When the focused row of a list goes away (deleted) or loses its focused button (marked read), focus
 * would fall to the page and a keyboard user would start over from the top. Instead it moves to the
 * row now in that place (or the last one), on the same kind of button, or to the selected tab once the
 * list is empty. Runs before the dialog's focus trap reacts, so focus never visibly jumps elsewhere.
 */
export function useFocusAfterRemoval() {
  const listRef = useRef<HTMLUListElement>(null);
  const focused = useRef<FocusedRow | null>(null);

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
    const row = target.closest('li');
    focused.current = row
      ? {
          index: Array.prototype.indexOf.call(event.currentTarget.children, row),
          action: target.dataset.action,
          dialog: event.currentTarget.closest('[role="dialog"]'),
        }
      : null;
  };

  // Focus moved on by the user (Tab, Escape): nothing to restore. A removed element blurs with no target.
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) focused.current = null;
  };

  useLayoutEffect(() => {
    const last = focused.current;
    if (!last || !focusLost()) return;
    focused.current = null;
    const rows = listRef.current?.isConnected ? Array.from(listRef.current.children) : [];
    const row = rows[Math.min(last.index, rows.length - 1)];
    const target =
      row?.querySelector<HTMLElement>(`[data-action="${last.action}"]`) ??
      row?.querySelector<HTMLElement>('[data-action]') ??
      last.dialog?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    target?.focus();
  });

  return { listRef, onFocus, onBlur };
}
