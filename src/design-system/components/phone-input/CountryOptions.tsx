import { Select, type UseSelectProps } from '@ark-ui/react/select';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';
import { memo, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { phoneInput } from 'styled-system/recipes';
import { Flag, type Choice } from './country-choice';

export type ScrollToIndex = NonNullable<UseSelectProps<Choice>['scrollToIndexFn']>;

/**
 * A row's height in rem, as the recipe's `item` holds it: its padding (2 × spacing.2, 0.5rem) and one line of body
 * text (fontSizes.sm × lineHeights.normal, 0.875rem × 1.5). Every row is one line (a long name ends in an ellipsis),
 * so rows are placed by this height and none is measured: measuring each row as it mounted made the virtualiser
 * move the list again and again while it opened (ADR 0033).
 */
const ROW_HEIGHT_REM = 2.3125;
/** The list's height before it is measured, in rem: its maximum (sizes.72). */
const LIST_HEIGHT_REM = 18;
/** Where the first row starts inside the scrolling list, in rem: the list's padding (spacing.1). */
const LIST_PADDING_REM = 0.25;
/** Rows rendered beyond each edge, so arrowing on scrolls to a row that is already there. */
const OVERSCAN = 2;

/** Pixels in a rem: the customer's text size (16 unless the browser's font size was changed). */
function remInPixels(): number {
  return Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
}

/**
 * The rows to render: those in view and the overscan, plus the highlighted row wherever it is. A jump (End,
 * type-to-find) then renders its row at once, before the list has scrolled to it, so the list's
 * `aria-activedescendant` never names a row that is not in the page.
 */
export function rowsToRender(range: Range, highlightedIndex: number): number[] {
  const indexes = defaultRangeExtractor(range);
  return highlightedIndex < 0 || indexes.includes(highlightedIndex)
    ? indexes
    : [...indexes, highlightedIndex].sort((a, b) => a - b);
}

/** Scrolls `list` so the row at `top` (`height` tall) is in view: centred, or moved by the least distance. */
function scrollRowIntoView(list: HTMLElement, top: number, height: number, align: 'center' | 'nearest'): void {
  const view = list.clientHeight;
  if (align === 'center') list.scrollTop = Math.max(0, top - (view - height) / 2);
  else if (top < list.scrollTop) list.scrollTop = top;
  else if (top + height > list.scrollTop + view) list.scrollTop = top + height - view;
}

interface CountryOptionsProps {
  choices: Choice[];
  /** The row to open on, centred (the country chosen). */
  selectedIndex: number;
  /** The row the keys or the pointer are on (-1 for none): always rendered, as the list's active descendant. */
  highlightedIndex: number;
  /** Filled with how to bring a row into view: Ark calls it for the highlighted row (opening, keys, type-to-find). */
  scrollToIndex: RefObject<ScrollToIndex | undefined>;
}

/**
 * The country list's rows, only those in view and a few around them: with all of them (about 245, each with its
 * flag drawn inline then), opening the list took 1.6 s of a phone-speed CPU (ADR 0033). Mounted with the open
 * list, so each opening starts on the country chosen. Rows keep their place in the whole list for assistive
 * technology (aria-setsize, aria-posinset); every country stays reachable by arrow keys, Home/End and
 * type-to-find, which scroll it into view.
 */
export function CountryOptions({ choices, selectedIndex, highlightedIndex, scrollToIndex }: CountryOptionsProps) {
  const styles = phoneInput();
  // Read once per opening: the rows' positions follow the customer's text size as their CSS does.
  const [rem] = useState(remInPixels);
  const rowHeight = ROW_HEIGHT_REM * rem;
  const listHeight = LIST_HEIGHT_REM * rem;
  const listPadding = LIST_PADDING_REM * rem;
  const rowTop = (index: number) => listPadding + index * rowHeight;
  // The list that scrolls is Ark's select content, these rows' parent.
  const rows = useRef<HTMLDivElement>(null);
  const list = () => rows.current?.parentElement ?? null;

  useLayoutEffect(() => {
    // Each opening starts on the chosen country, centred. Scrolled before the virtualiser's own effects read where
    // the list is (they run after this one), so the rows rendered first are the rows shown.
    const element = list();
    if (element) scrollRowIntoView(element, rowTop(selectedIndex), rowHeight, 'center');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list opens
  }, []);

  // The compiler leaves this component unmemoised, as it must: the virtualizer's reads change under a stable object.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual, known to the compiler (facebook/react#34493)
  const virtualizer = useVirtualizer({
    count: choices.length,
    getScrollElement: list,
    estimateSize: () => rowHeight,
    getItemKey: (index) => choices[index]?.value ?? index,
    overscan: OVERSCAN,
    rangeExtractor: (range) => rowsToRender(range, highlightedIndex),
    scrollMargin: listPadding,
    initialRect: { width: 0, height: listHeight },
    initialOffset: () => Math.max(0, rowTop(selectedIndex) - (listHeight - rowHeight) / 2),
  });

  useLayoutEffect(() => {
    // On opening (immediate) the row is centred, where it already is; a row highlighted later (keys, type-to-find)
    // is scrolled just into view. The rows are placed by their height, so the scroll needs no measuring either.
    scrollToIndex.current = ({ index, immediate }) => {
      const element = list();
      if (element) scrollRowIntoView(element, rowTop(index), rowHeight, immediate ? 'center' : 'nearest');
    };
    return () => {
      scrollToIndex.current = undefined;
    };
  });

  return (
    <div ref={rows} className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const choice = choices[row.index];
        if (!choice) return null;
        return (
          <CountryRow
            key={row.key}
            choice={choice}
            position={row.index + 1}
            setSize={choices.length}
            offset={row.start - listPadding}
          />
        );
      })}
    </div>
  );
}

interface CountryRowProps {
  choice: Choice;
  /** Its place in the whole list, from 1. */
  position: number;
  setSize: number;
  /** Pixels from the top of the rows. */
  offset: number;
}

/**
 * One country. The virtualiser renders the list again whenever the list scrolls or is measured (twice as it opens);
 * a row whose place did not change is not rendered again. Ark's item still follows the select (highlighted, chosen)
 * through its context.
 */
const CountryRow = memo(function CountryRow({ choice, position, setSize, offset }: CountryRowProps) {
  const styles = phoneInput();
  return (
    <Select.Item
      item={choice}
      aria-setsize={setSize}
      aria-posinset={position}
      className={styles.item}
      style={{ transform: `translateY(${offset}px)` }}
    >
      <Flag country={choice.value} className={styles.flag} />
      <Select.ItemText className={styles.itemText}>
        <span className={styles.countryName}>{choice.label}</span>
        {choice.dialCode && <span className={styles.dialCode}>{choice.dialCode}</span>}
      </Select.ItemText>
      <Select.ItemIndicator className={styles.itemIndicator}>
        <Check aria-hidden />
      </Select.ItemIndicator>
    </Select.Item>
  );
});
