import { LifeBuoy, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { announce, Card, EmptyState, Field, Heading, Input, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { grid, stack } from 'styled-system/patterns';
import { FaqAccordion } from '../components/FaqAccordion';
import { FAQ, FAQ_GROUP_TITLE_IDS, FAQ_GROUPS } from '../model/faq';
import { searchFaq } from '../model/faq-search';

/** How long typing pauses before the number of matches is read out. */
const ANNOUNCE_AFTER_MS = 600;

const screenClass = stack({ gap: '8', width: 'full', maxWidth: '6xl' });
const introClass = stack({ gap: '2' });
const descriptionClass = css({ textStyle: 'body.lg', color: 'fg.muted', maxWidth: '3xl' });
const layoutClass = grid({ columns: { base: 1, lg: 3 }, gap: '8', alignItems: 'start' });
const faqClass = stack({ gap: '6', gridColumn: { lg: 'span 2' }, minWidth: '0' });
const searchClass = stack({ gap: '1' });
const countClass = css({ textStyle: 'body.sm', color: 'fg.muted', minHeight: '5' });
const groupClass = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const asideClass = stack({ gap: '4' });
const cardContentClass = stack({ gap: '3' });
const contactIconClass = css({ color: 'accent.text' });
const cardTextClass = css({ textStyle: 'body.sm', color: 'fg.muted' });

/**
 * Help (/help): the FAQ shipped with the app, grouped and searchable in the interface language, with the
 * ways to reach a person — the support form and the deposit assistance form.
 */
export function HelpScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(
    () => searchFaq(FAQ, FAQ_GROUPS, deferredQuery, (id) => intl.formatMessage({ id }), intl.locale),
    [deferredQuery, intl],
  );
  const count = groups.reduce((total, group) => total + group.entries.length, 0);
  const searching = deferredQuery.trim() !== '';
  const countId = useId();

  useEffect(() => {
    if (!searching) return;
    const timer = setTimeout(
      () => announce(intl.formatMessage({ id: 'support.help.search.count' }, { count })),
      ANNOUNCE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [searching, count, deferredQuery, intl]);

  return (
    <div className={screenClass}>
      <div className={introClass}>
        <Heading level={1}>{t('support.help.title')}</Heading>
        <p className={descriptionClass}>{t('support.help.description')}</p>
      </div>
      <div className={layoutClass}>
        <div className={faqClass}>
          <div role="search" className={searchClass}>
            <Field label={t('support.help.search.label')}>
              <Input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('support.help.search.placeholder')}
                autoComplete="off"
              />
            </Field>
            <p id={countId} className={countClass}>
              {searching && t('support.help.search.count', { count })}
            </p>
          </div>
          {groups.length === 0 ? (
            <EmptyState
              bordered
              icon={<SearchX aria-hidden />}
              titleAs="h2"
              title={t('support.help.empty.title', { query: deferredQuery.trim() })}
              description={t('support.help.empty.description')}
              action={
                <LinkButton to={pathTo('support')} variant="outline" size="sm">
                  {t('support.help.contact.action')}
                </LinkButton>
              }
            />
          ) : (
            groups.map(({ group, entries }) => (
              <section key={group} aria-labelledby={`faq-group-${group}`} className={groupClass}>
                <Heading level={2} size="sm" id={`faq-group-${group}`}>
                  {t(FAQ_GROUP_TITLE_IDS[group])}
                </Heading>
                <FaqAccordion entries={entries} />
              </section>
            ))
          )}
        </div>
        <aside aria-label={t('support.help.contact.title')} className={asideClass}>
          <Card padding="md">
            <div className={cardContentClass}>
              <div className={contactIconClass}>
                <LifeBuoy size={24} aria-hidden />
              </div>
              <Heading level={2} size="sm">
                {t('support.help.contact.title')}
              </Heading>
              <p className={cardTextClass}>{t('support.help.contact.description')}</p>
              <LinkButton to={pathTo('support')}>{t('support.help.contact.action')}</LinkButton>
            </div>
          </Card>
          <Card padding="md" variant="outline">
            <div className={cardContentClass}>
              <Heading level={2} size="sm">
                {t('support.help.deposit.title')}
              </Heading>
              <p className={cardTextClass}>{t('support.help.deposit.description')}</p>
              <LinkButton to={pathTo('unreceived-deposit-assistance')} variant="outline">
                {t('support.help.deposit.action')}
              </LinkButton>
            </div>
          </Card>
        </aside>
      </div>
    </div>
  );
}
