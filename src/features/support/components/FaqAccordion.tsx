import { Accordion } from '@ark-ui/react/accordion';
import { ChevronDown } from 'lucide-react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { FaqEntry } from '../model/faq';

const styles = {
  root: css({
    borderWidth: 'thin',
    borderColor: 'border.default',
    borderRadius: 'lg',
    bg: 'surface',
    overflow: 'hidden',
  }),
  item: css({ '&:not(:first-of-type)': { borderTopWidth: 'thin', borderColor: 'border.default' } }),
  heading: css({ m: '0' }),
  trigger: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '4',
    width: 'full',
    px: '4',
    py: '3.5',
    textAlign: 'start',
    textStyle: 'label',
    color: 'fg.default',
    cursor: 'pointer',
    bg: 'transparent',
    _hover: { bg: 'surface.hover' },
    _focusVisible: { outline: 'none', boxShadow: 'focus', borderRadius: 'md' },
  }),
  indicator: css({
    flexShrink: '0',
    color: 'fg.muted',
    _open: { transform: 'rotate(180deg)' },
  }),
  content: css({ px: '4', pb: '4', textStyle: 'body.md', color: 'fg.muted', maxWidth: '3xl' }),
};

export interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  /** The heading level of each question, under its group's heading. */
  headingLevel?: 3 | 4;
}

/**
 * Questions as an accordion (Ark): each question is a heading holding a button that shows its answer;
 * several may be open at once. Answers stay in the page while closed, so find-in-page still reaches them.
 */
export function FaqAccordion({ entries, headingLevel = 3 }: FaqAccordionProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <Accordion.Root multiple collapsible className={styles.root}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={`faq-${entry.id}`} className={styles.item}>
          <Heading className={styles.heading}>
            <Accordion.ItemTrigger className={styles.trigger}>
              {intl.formatMessage({ id: entry.questionId })}
              <Accordion.ItemIndicator className={styles.indicator}>
                <ChevronDown size={18} aria-hidden />
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent className={styles.content}>
            <p>{intl.formatMessage({ id: entry.answerId })}</p>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
