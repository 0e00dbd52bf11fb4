import { Select, type UseSelectProps } from '@ark-ui/react/select';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';
import { useLayoutEffect, type RefObject } from 'react';
import { phoneInput } from 'styled-system/recipes';
import { Flag, type Choice } from './country-choice';

export type ScrollToIndex = NonNullable<UseSelectProps<Choice>['scrollToIndexFn']>;

/** A row's height before it is measured (body text and its padding); each row is measured once it renders. */
const ROW_ESTIMATE_PX = 32;
/** The list's height before it is measured: its maximum (sizes.72). */
const LIST_ESTIMATE_PX = 288;
/** Where the first row starts inside the scrolling list: the list's padding (spacing.1). */
const LIST_PADDING_PX = 4;
/** Rows rendered beyond each edge, so arrowing on scrolls to a row that is already there. */
const OVERSCAN = 2;

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

interface CountryOptionsProps {
  choices: Choice[];
  /** The row to open on, centred (the country chosen). */
  selectedIndex: number;
  /** The row the keys or the pointer are on (-1 for none): always rendered, as the list's active descendant. */
  highlightedIndex: number;
  /** The list that scrolls (Ark's select content); null until it is in the page. */
  scrollElement: HTMLDivElement | null;
  /** Filled with how to bring a row into view: Ark calls it for the highlighted row (keys, type-to-find). */
  scrollToIndex: RefObject<ScrollToIndex | undefined>;
}

/**
 * The country list's rows, only those in view and a few around them: with all of them (about 245, each with its
 * flag drawn inline then), opening the list took 1.6 s of a phone-speed CPU (ADR 0033). Mounted with the open
 * list, so each opening starts on the country chosen. Rows keep their place in the whole list for assistive
 * technology (aria-setsize, aria-posinset); every country stays reachable by arrow keys, Home/End and
 * type-to-find, which scroll it into view.
 */
export function CountryOptions({ choices, selectedIndex, highlightedIndex, scrollElement, scrollToIndex }: CountryOptionsProps) {
  const styles = phoneInput();
  // The compiler leaves this component unmemoised, as it must: the virtualizer's reads change under a stable object.
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual, known to the compiler (facebook/react#34493)
  const virtualizer = useVirtualizer({
    count: choices.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => choices[index]?.value ?? index,
    overscan: OVERSCAN,
    rangeExtractor: (range) => rowsToRender(range, highlightedIndex),
    scrollMargin: LIST_PADDING_PX,
    initialRect: { width: 0, height: LIST_ESTIMATE_PX },
    initialOffset: () =>
      Math.max(0, LIST_PADDING_PX + selectedIndex * ROW_ESTIMATE_PX - (LIST_ESTIMATE_PX - ROW_ESTIMATE_PX) / 2),
  });

  useLayoutEffect(() => {
    // Each opening starts on the chosen country, centred in the list as measured (the first rows are placed by
    // estimate). Ark asks for the same, but in a frame that may pass before these rows have downloaded.
    virtualizer.scrollToIndex(selectedIndex, { align: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the list opens
  }, []);

  useLayoutEffect(() => {
    // On opening (immediate) the chosen row is centred; a row highlighted later is scrolled just into view. Set
    // before Ark asks, in the frame after the list opened.
    scrollToIndex.current = ({ index, immediate }) => virtualizer.scrollToIndex(index, { align: immediate ? 'center' : 'auto' });
    return () => {
      scrollToIndex.current = undefined;
    };
  }, [scrollToIndex, virtualizer]);

  return (
    <div className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const choice = choices[row.index];
        if (!choice) return null;
        return (
          <Select.Item
            key={row.key}
            item={choice}
            ref={virtualizer.measureElement}
            data-index={row.index}
            aria-setsize={choices.length}
            aria-posinset={row.index + 1}
            className={styles.item}
            style={{ transform: `translateY(${row.start - LIST_PADDING_PX}px)` }}
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
      })}
    </div>
  );
}
