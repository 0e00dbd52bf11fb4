import { usePagination } from '@ark-ui/react/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, type FocusEvent, type PointerEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { pagination } from 'styled-system/recipes';

/**
 * The spec's window: every page when there are up to 7, otherwise first, last, the current page with one
 * neighbour on each side and ellipses (always 7 slots).
 */
export const PAGE_WINDOW = { siblingCount: 1, boundaryCount: 1 } as const;

/** Skipped pages (a symbol, not words: nothing to translate). */
const ELLIPSIS = '\u2026';
// Made once: React skips an element it was given before, so a page change does not render the arrows again.
const PREVIOUS_ICON = <ChevronLeft size={18} aria-hidden />;
const NEXT_ICON = <ChevronRight size={18} aria-hidden />;

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The page a control points at, when a mouse or pen comes onto it or the keyboard's focus does: the customer is
   * about to ask for it, so a screen can render it ahead (the wallet's grid does).
   */
  onPageIntent?: ((page: number) => void) | undefined;
}

/** `format` with each answer kept by its key: a page change renders the pagination more than once. */
function kept<T>(keyOf: (input: T) => string, format: (input: T) => string): (input: T) => string {
  const texts = new Map<string, string>();
  return (input) => {
    const key = keyOf(input);
    let text = texts.get(key);
    if (text === undefined) {
      text = format(input);
      texts.set(key, text);
    }
    return text;
  };
}

/**
 * The machine's labels, made once per language: zag asks for every shown item's label at each render, so each
 * "Page 2 of 84" is formatted once and then looked up.
 */
function paginationTranslations(intl: IntlShape) {
  return {
    rootLabel: intl.formatMessage({ id: 'ds.pagination.label' }),
    prevTriggerLabel: intl.formatMessage({ id: 'ds.pagination.previous' }),
    nextTriggerLabel: intl.formatMessage({ id: 'ds.pagination.next' }),
    itemLabel: kept(
      ({ page, totalPages }: { page: number; totalPages: number }) => `${page}/${totalPages}`,
      (values) => intl.formatMessage({ id: 'ds.pagination.page' }, values),
    ),
  };
}

/** The page numbers shown, kept the same way per language (each formatNumber call sorts its options out again). */
const pageNumbers = (intl: IntlShape) => kept(String, (page: number) => intl.formatNumber(page));

/** Pagination card: hidden when there is only one page. */
export function Pagination({ page, totalPages, onPageChange, onPageIntent }: PaginationProps) {
  if (totalPages <= 1) return null;
  return <PaginationCard page={page} totalPages={totalPages} onPageChange={onPageChange} onPageIntent={onPageIntent} />;
}

/**
 * Ark's pagination machine (`usePagination`) with its parts' props on plain elements: the same markup, behaviour
 * and attributes as Ark's part components, without a context and two component layers per part, which a page
 * change rendered again for each of its nine parts (ADR 0026, session 93).
 */
function PaginationCard({ page, totalPages, onPageChange, onPageIntent }: PaginationProps) {
  const intl = useIntl();
  const translations = useMemo(() => paginationTranslations(intl), [intl]);
  const pageNumber = useMemo(() => pageNumbers(intl), [intl]);
  const api = usePagination({
    count: totalPages,
    pageSize: 1,
    page,
    ...PAGE_WINDOW,
    onPageChange: (details) => onPageChange(details.page),
    translations,
  });
  const styles = pagination();
  // A disabled arrow points at no page. A mouse or a pen points before it presses; a finger's arrival is its press,
  // which then has the page to render at once, not ahead as well. The focus counts when it comes from the keyboard:
  // a press focuses the control too.
  const intent = (target: number) =>
    onPageIntent && target >= 1 && target <= totalPages
      ? {
          onPointerEnter: (event: PointerEvent<HTMLButtonElement>) => {
            if (event.pointerType !== 'touch') onPageIntent(target);
          },
          onFocus: (event: FocusEvent<HTMLButtonElement>) => {
            if (event.currentTarget.matches(':focus-visible')) onPageIntent(target);
          },
        }
      : undefined;

  return (
    <nav {...api.getRootProps()} className={styles.root}>
      <button {...api.getPrevTriggerProps()} {...intent(page - 1)} className={styles.prevTrigger}>
        {PREVIOUS_ICON}
      </button>
      {api.pages.map((item, index) =>
        item.type === 'page' ? (
          <button key={item.value} {...api.getItemProps(item)} {...intent(item.value)} className={styles.item}>
            {pageNumber(item.value)}
          </button>
        ) : (
          <div key={`ellipsis-${index}`} {...api.getEllipsisProps({ index })} className={styles.ellipsis}>
            {/* A font glyph, not an icon: three sub-pixel SVG dots rasterise differently from run to run. */}
            <span aria-hidden>{ELLIPSIS}</span>
          </div>
        ),
      )}
      <button {...api.getNextTriggerProps()} {...intent(page + 1)} className={styles.nextTrigger}>
        {NEXT_ICON}
      </button>
    </nav>
  );
}
