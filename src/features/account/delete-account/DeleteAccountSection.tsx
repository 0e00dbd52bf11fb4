import { Wallet } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Button,
  Card,
  CardBody,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormAlert,
  LinkButton,
  Skeleton,
  VerbatimInput,
  VisuallyHidden,
} from '@/design-system';
import { useLocale } from '@/services/i18n';
import { formatAssetAmount } from '@/shared/money';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { OwnRecordError } from '../mew/OwnRecordError';
import { useOwnRecord } from '../mew/use-own-record';
import { blocksClosure, confirmsEmail, listedBalances, type ClosureBlockers } from './model/closure-blockers';
import { useClosureBlockers } from './use-closure-blockers';
import { useDeleteAccount } from './use-delete-account';

const bulletListClass = css({ listStyleType: 'disc', pl: '5', textStyle: 'body.md', display: 'grid', gap: '1' });
const blockerListClass = stack({ gap: '2' });
const blockersTitleClass = css({ textStyle: 'body.md', fontWeight: 'semibold' });
const blockersHintClass = css({ textStyle: 'body.md', color: 'fg.muted' });
const confirmFormClass = stack({ gap: '4', alignItems: 'flex-start' });

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton variant="text" lines={3} />
    </div>
  );
}

/** The list of what holds the account, or that nothing does. */
function BlockerList({ blockers }: { blockers: ClosureBlockers }) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (!blocksClosure(blockers)) {
    return <FormAlert tone="info">{intl.formatMessage({ id: 'account.delete.blockers.none' })}</FormAlert>;
  }
  const { listed, more } = listedBalances(blockers);
  return (
    <div className={blockerListClass} data-testid="closure-blockers">
      <p className={blockersTitleClass}>{intl.formatMessage({ id: 'account.delete.blockers.title' })}</p>
      <ul className={bulletListClass}>
        {listed.map((item) => (
          <li key={item.id}>
            {intl.formatMessage(
              { id: 'account.delete.blockers.balance' },
              { amount: formatAssetAmount(item.balance, item.asset, locale) },
            )}
          </li>
        ))}
        {more > 0 && <li>{intl.formatMessage({ id: 'account.delete.blockers.moreBalances' }, { count: more })}</li>}
        {blockers.pendingWithdrawals > 0 && (
          <li>{intl.formatMessage({ id: 'account.delete.blockers.withdrawals' }, { count: blockers.pendingWithdrawals })}</li>
        )}
        {blockers.nfts > 0 && <li>{intl.formatMessage({ id: 'account.delete.blockers.nfts' }, { count: blockers.nfts })}</li>}
      </ul>
      <p className={blockersHintClass}>{intl.formatMessage({ id: 'account.delete.blockers.hint' })}</p>
      {blockers.balances.length > 0 && (
        <div>
          <LinkButton to={pathTo('wallet')} variant="outline" size="sm" icon={<Wallet aria-hidden />}>
            {intl.formatMessage({ id: 'account.delete.blockers.openWallet' })}
          </LinkButton>
        </div>
      )}
    </div>
  );
}

/**
 * The danger zone of profile settings: what deleting the account means, what still holds it (live data), and
 * the customer's email typed exactly as stored to confirm. DELETE /users/{id}, then signed out everywhere and the
 * goodbye page (ADR 0023).
 */
export function DeleteAccountSection() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const own = useOwnRecord();
  const closure = useClosureBlockers();
  const { deleteAccount, deleting } = useDeleteAccount();
  const [typed, setTyped] = useState('');

  const record = own.record;
  const allowed = closure.blockers !== undefined && !blocksClosure(closure.blockers);
  const confirmed = record !== undefined && confirmsEmail(typed, record.email);

  return (
    <section aria-labelledby="delete-account-title">
      <Card className={css({ borderColor: 'danger.default' })}>
        <CardHeader>
          <CardTitle id="delete-account-title">{t('account.delete.title')}</CardTitle>
          <CardDescription>{t('account.delete.intro')}</CardDescription>
        </CardHeader>
        <CardBody>
          <ul className={bulletListClass}>
            <li>{t('account.delete.consequence.profile')}</li>
            <li>{t('account.delete.consequence.history')}</li>
            <li>{t('account.delete.consequence.signOut')}</li>
            <li>{t('account.delete.consequence.final')}</li>
          </ul>
          {closure.failed ? (
            <FormAlert
              action={
                <Button variant="outline" size="sm" onClick={closure.retry}>
                  {t('account.delete.blockers.retry')}
                </Button>
              }
            >
              {t('account.delete.blockers.failed')}
            </FormAlert>
          ) : closure.blockers ? (
            <BlockerList blockers={closure.blockers} />
          ) : (
            <Loading label={t('account.delete.blockers.loading')} />
          )}
          {own.failed ? (
            <OwnRecordError onRetry={own.retry} />
          ) : record ? (
            allowed && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (confirmed) deleteAccount(record.id);
                }}
              >
                <div className={confirmFormClass}>
                  <Field
                    label={intl.formatMessage({ id: 'account.delete.confirm.label' }, { email: record.email })}
                    hint={t('account.delete.confirm.hint')}
                    className={css({ width: 'full', maxWidth: 'md' })}
                  >
                    <VerbatimInput value={typed} onChange={(event) => setTyped(event.target.value)} type="email" />
                  </Field>
                  <Button type="submit" variant="danger" disabled={!confirmed} loading={deleting}>
                    {t(deleting ? 'account.delete.deleting' : 'account.delete.submit')}
                  </Button>
                </div>
              </form>
            )
          ) : (
            !closure.failed && closure.blockers && <Loading label={t('account.delete.loading')} />
          )}
        </CardBody>
      </Card>
    </section>
  );
}
