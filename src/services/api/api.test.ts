import { createQueryClient } from '@/app/query-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { actAsDemoUser } from '@/mocks/act-as';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import {
  ApiError,
  gamehubQueries,
  identityMutations,
  identityQueries,
  queryKeys,
  walletQueries,
  type AccountPage,
  type NotificationPage,
  type User,
  type WalletAddress,
} from './index';

const client = () => createQueryClient();

describe('query options', () => {
  it('carry their data type and fetch through the typed clients', async () => {
    actAsDemoUser();
    const accounts = walletQueries.accounts({ page: 1, per_page: 12 });
    expectTypeOf(accounts.queryFn).returns.resolves.toEqualTypeOf<AccountPage>();
    const page = await client().fetchQuery(accounts);
    expect(page.data).toHaveLength(12);
    expect(page.data[0]).toMatchObject({
      asset: expect.any(String),
      balance: expect.any(String),
      assetObj: { imageUrl: expect.stringMatching(/^https:\/\/.+\.svg$/) },
    });

    const address = walletQueries.walletAddress('btc', 'bitcoin');
    expectTypeOf(address.queryFn).returns.resolves.toEqualTypeOf<WalletAddress | null>();
    expectTypeOf(gamehubQueries.notifications().queryFn).returns.resolves.toEqualTypeOf<NotificationPage>();
    expectTypeOf(identityQueries.me().queryFn).returns.resolves.toEqualTypeOf<User>();
  });

  it('use one key scheme whose prefixes select whole resources', () => {
    expect(walletQueries.accounts({ page: 2 }).queryKey).toEqual(['wallet', 'accounts', 'list', { page: 2 }]);
    expect(walletQueries.account('acc_1').queryKey).toEqual(['wallet', 'accounts', 'detail', 'acc_1']);
    expect(identityQueries.user('u-1').queryKey.slice(0, 2)).toEqual(queryKeys.identity.users.all);
    expect(gamehubQueries.notifications().queryKey.slice(0, 2)).toEqual(queryKeys.gamehub.notifications.all);
  });

  it('reject with an ApiError that names the spec message of the call', async () => {
    actAsDemoUser();
    server.use(
      scenarios.wallet.error('GET /accounts', { message: 'Ledger offline', errorMessage: 'Balances are being updated' }),
    );
    const error = await client()
      .fetchQuery(walletQueries.accounts())
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      messageId: 'errors.wallet.accounts',
      serverErrorMessage: 'Balances are being updated',
    });
  });
});

describe('mutation options', () => {
  it('put the fresh record into the cache', async () => {
    const queryClient = client();
    actAsDemoUser();
    const id = demoUsers.customer.userId;
    await queryClient.fetchQuery(identityQueries.user(id));
    const options = identityMutations.updateUser();
    await options.mutationFn?.({ id, update: { nickname: 'deniz.y' } }, { client: queryClient, meta: undefined });
    expect(queryClient.getQueryData(identityQueries.user(id).queryKey)?.nickname).toBe('deniz.y');
  });
});
