import { LifeBuoy, SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { announce, Card, EmptyState, Field, Heading, Input, LinkButton } from '@/design-system';
import { pathTo } from '@/shared/routes';
import { Box, Grid, Stack, styled } from 'styled-system/jsx';
import { FaqAccordion } from '../components/FaqAccordion';
import { FAQ, FAQ_GROUP_TITLE_IDS, FAQ_GROUPS } from '../model/faq';
import { searchFaq } from '../model/faq-search';

/** How long typing pauses before the number of matches is read out. */
const ANNOUNCE_AFTER_MS = 600;

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
    <Stack gap="8" width="full" maxWidth="6xl">
      <Stack gap="2">
        <Heading level={1}>{t('support.help.title')}</Heading>
        <Box as="p" textStyle="body.lg" color="fg.muted" maxWidth="3xl">
          {t('support.help.description')}
        </Box>
      </Stack>
      <Grid columns={{ base: 1, lg: 3 }} gap="8" alignItems="start">
        <Stack gap="6" gridColumn={{ lg: 'span 2' }} minWidth="0">
          <Stack gap="1" role="search">
            <Field label={t('support.help.search.label')}>
              <Input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('support.help.search.placeholder')}
                autoComplete="off"
              />
            </Field>
            <styled.p id={countId} textStyle="body.sm" color="fg.muted" minHeight="5">
              {searching && t('support.help.search.count', { count })}
            </styled.p>
          </Stack>
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
              <Box as="section" key={group} aria-labelledby={`faq-group-${group}`} display="flex" flexDirection="column" gap="3">
                <Heading level={2} size="sm" id={`faq-group-${group}`}>
                  {t(FAQ_GROUP_TITLE_IDS[group])}
                </Heading>
                <FaqAccordion entries={entries} />
              </Box>
            ))
          )}
        </Stack>
        <Stack as="aside" gap="4" aria-label={t('support.help.contact.title')}>
          <Card padding="md">
            <Stack gap="3">
              <Box color="accent.text">
                <LifeBuoy size={24} aria-hidden />
              </Box>
              <Heading level={2} size="sm">
                {t('support.help.contact.title')}
              </Heading>
              <styled.p textStyle="body.sm" color="fg.muted">
                {t('support.help.contact.description')}
              </styled.p>
              <LinkButton to={pathTo('support')}>{t('support.help.contact.action')}</LinkButton>
            </Stack>
          </Card>
          <Card padding="md" variant="outline">
            <Stack gap="3">
              <Heading level={2} size="sm">
                {t('support.help.deposit.title')}
              </Heading>
              <styled.p textStyle="body.sm" color="fg.muted">
                {t('support.help.deposit.description')}
              </styled.p>
              <LinkButton to={pathTo('unreceived-deposit-assistance')} variant="outline">
                {t('support.help.deposit.action')}
              </LinkButton>
            </Stack>
          </Card>
        </Stack>
      </Grid>
    </Stack>
  );
}
