import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button, Card, EmptyState, Heading, LinkButton, Skeleton } from '@/design-system';
import { useSession } from '@/machines';
import { identityApi, identityQueries, retryingAfterFailure } from '@/services/api';
import { pathTo } from '@/shared/routes';
import { css } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { ProfileImage } from '../avatar/ProfileImage';
import { Preferences } from '../preferences/Preferences';
import { ProfileForm } from '../profile/ProfileForm';
import { AccountSections } from './AccountSections';

const loadingClass = stack({ gap: '4' });
const screenClass = stack({ gap: '6', width: 'full', maxWidth: '2xl' });
const securityClass = stack({ gap: '3', alignItems: 'flex-start' });
const sectionTitleClass = css({ textStyle: 'heading.md', color: 'fg.default' });

const USER_FAILURE = { errorMessageId: 'errors.users.get', toastId: 'profile-settings-user' } as const;

/**
 * The screen's own load of the user, under its own key: on the shared key the layout's (disabled) observer
 * would lend the query its meta, and a failure would toast the layout's message. What it loads is put under
 * the shared key, which the layout shows.
 */
function profileUserQuery(userId: string, queryClient: QueryClient) {
  const shared = identityQueries.user(userId);
  return queryOptions({
    queryKey: [...shared.queryKey, 'profile-settings'] as const,
    queryFn: async ({ signal }) => {
      const user = await identityApi.getUser(userId, signal);
      queryClient.setQueryData(shared.queryKey, user);
      return user;
    },
  });
}

function Loading() {
  return (
    <div className={loadingClass} aria-busy="true">
      <Skeleton variant="circle" width="20" height="20" />
      <Skeleton variant="text" lines={6} />
    </div>
  );
}

/**
 * /profile-settings: the screen loads the user itself (the layout does not on this route): picture,
 * profile details, preferences, the password link, then the account sections of part B.
 */
export function ProfileSettingsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const { user: sessionUser } = useSession();
  const userId = sessionUser?.userId ?? '';
  // Kept while the session is read again (a refresh): the form is not torn down with what was typed.
  const query = useQuery({
    ...profileUserQuery(userId, queryClient),
    enabled: userId !== '',
    meta: USER_FAILURE,
    placeholderData: keepPreviousData,
  });
  // The record as saves and uploads leave it (they write the shared key the layout reads too).
  const record = useQuery({ ...identityQueries.user(userId), enabled: false, placeholderData: keepPreviousData });
  const user = record.data ?? query.data;

  const retry = () => {
    retryingAfterFailure(queryClient, USER_FAILURE.toastId);
    void query.refetch();
  };

  return (
    <div className={screenClass}>
      <Heading level={1}>{t('account.settings.title')}</Heading>
      {user ? (
        <>
          <Card>
            <ProfileImage user={user} />
          </Card>
          <Card>
            {/* A different user starts a fresh form. */}
            <ProfileForm key={user.id} user={user} />
          </Card>
          <Card>
            <Preferences />
          </Card>
          <Card>
            <div className={securityClass}>
              <h2 className={sectionTitleClass}>{t('account.settings.security')}</h2>
              <LinkButton to={pathTo('change-password')} variant="outline" icon={<KeyRound aria-hidden />}>
                {t('account.settings.changePassword')}
              </LinkButton>
            </div>
          </Card>
          {/* Part B (KYC, delete account) below: its own components, separated from the profile above. */}
          <AccountSections />
        </>
      ) : query.isError ? (
        <EmptyState
          bordered
          title={t('account.settings.loadFailed.title')}
          description={t('account.settings.loadFailed.description')}
          action={
            <Button onClick={retry} loading={query.isFetching}>
              {t('account.settings.loadFailed.retry')}
            </Button>
          }
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
