/** The send scenarios of the demo backend, through the app's real client (walletApi → msw/node). */
import { afterEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey, walletApi } from '@/services/api';
import { multiply } from '@/shared/money';
import { actAsDemoUser } from '../act-as';
import { applyScenariosFromUrl, clearScenarios, sentCodes, setScenario, SEND_SCENARIOS } from './index';

const draft = { assetId: 'usdt', networkId: 'tron', amount: '20', address: `T${'C'.repeat(33)}` };
const action = () => ({ idempotencyKey: newIdempotencyKey() });
const FIXED = { email: '123456', sms: '123456' };

afterEach(() => {
  clearScenarios();
  sessionStorage.clear();
});

const verify = (verificationId: string, codes: Record<string, string>) =>
  walletApi.verifyWithdrawVerificationCodes({ verificationId, codes }, action());

describe('send scenarios', () => {
  it('without a scenario: each request has its own code (listed for the panel), and the fixed code works too', async () => {
    actAsDemoUser();
    const first = await walletApi.sendWithdrawVerificationCode(draft, action());
    const [logged] = sentCodes();
    expect(logged).toMatchObject({ verificationId: first.verificationId, channels: ['email', 'sms'] });
    expect(logged?.code).toMatch(/^\d{6}$/);
    const own = { email: logged?.code ?? '', sms: logged?.code ?? '' };
    await expect(verify(first.verificationId, own)).resolves.toHaveProperty('withdrawalToken');
    const second = await walletApi.sendWithdrawVerificationCode(draft, action());
    await expect(verify(second.verificationId, FIXED)).resolves.toHaveProperty('withdrawalToken');
  });

  it('wrong code: the first code is refused whatever it is, the next right one passes', async () => {
    actAsDemoUser();
    applyScenariosFromUrl(`https://app.test/send?demo-scenario=${SEND_SCENARIOS.wrongCode}`);
    const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
    await expect(verify(challenge.verificationId, FIXED)).rejects.toMatchObject({ status: 422 });
    await expect(verify(challenge.verificationId, FIXED)).resolves.toHaveProperty('withdrawalToken');
  });

  it('too many attempts: one wrong code ends the challenge with 410', async () => {
    actAsDemoUser();
    setScenario(SEND_SCENARIOS.tooManyAttempts, true);
    const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
    expect(challenge.maxAttempts).toBe(1);
    await expect(verify(challenge.verificationId, { email: '000000', sms: '000000' })).rejects.toMatchObject({
      status: 410,
      code: 'TOO_MANY_ATTEMPTS',
    });
    await expect(verify(challenge.verificationId, FIXED)).rejects.toMatchObject({ status: 410 });
  });

  it('expired code: codes live 20 s and can be resent after 5 s', async () => {
    actAsDemoUser();
    setScenario(SEND_SCENARIOS.expiredCode, true);
    const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
    expect(challenge).toMatchObject({ expiresInSeconds: 20, resendInSeconds: 5 });
  });

  it('daily limit: a hundredth remains, and a withdrawal above it is refused with the figure', async () => {
    actAsDemoUser();
    const before = await walletApi.getDailyLimit('usdt');
    setScenario(SEND_SCENARIOS.dailyLimit, true);
    const limit = await walletApi.getDailyLimit('usdt');
    expect(limit.remaining).toBe(multiply(before.limit, '0.01', 6));
    await expect(walletApi.sendWithdrawVerificationCode({ ...draft, amount: '600' }, action())).rejects.toMatchObject({
      status: 422,
      errors: expect.arrayContaining([expect.objectContaining({ code: 'DAILY_LIMIT_EXCEEDED' })]),
    });
  });

  it('network maintenance: Bitcoin is shown in maintenance and withdrawals on it are refused', async () => {
    actAsDemoUser();
    setScenario(SEND_SCENARIOS.networkMaintenance, true);
    const { data: networks } = await walletApi.listNetworks();
    expect(networks.find((network) => network.id === 'bitcoin')?.status).toBe('maintenance');
    await expect(
      walletApi.sendWithdrawVerificationCode(
        { assetId: 'btc', networkId: 'bitcoin', amount: '0.001', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
        action(),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('submit fails: the verified withdrawal answers 500 and nothing is sent', async () => {
    actAsDemoUser();
    const challenge = await walletApi.sendWithdrawVerificationCode(draft, action());
    const { withdrawalToken } = await verify(challenge.verificationId, FIXED);
    setScenario(SEND_SCENARIOS.submitFails, true);
    await expect(walletApi.createWithdrawal({ ...draft, withdrawalToken }, action())).rejects.toMatchObject({ status: 500 });
    setScenario(SEND_SCENARIOS.submitFails, false);
    await expect(walletApi.createWithdrawal({ ...draft, withdrawalToken }, action())).resolves.toHaveProperty(
      'status',
      'pending',
    );
  });
});
