import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { DEMO_KYC_REASONS } from '@/mocks/db/actions/kyc-decisions';
import { kycStartAnswering, ownRecordAs, scenarios } from '@/mocks/scenarios';
import { Box } from 'styled-system/jsx';
import { KycSection } from './KycSection';
import { toastTexts } from '@/test/story-toasts';

const inPage: Decorator = (Story) => (
  <Box maxWidth="3xl" mx="auto">
    <Story />
  </Box>
);

const meta = {
  title: 'Account/Identity verification',
  component: KycSection,
  decorators: [inPage],
  args: { openProvider: fn() },
  parameters: { layout: 'padded', route: '/profile-settings', session: 'customer' },
  beforeEach: () => clearToasts(),
} satisfies Meta<typeof KycSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = async (canvasElement: HTMLElement) => within(canvasElement).findByTestId('kyc-status');

/** Not verified yet: "Start verification" opens the provider's page from the answer (the demo's, on this host). */
export const NotStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Not verified');
    await userEvent.click(canvas.getByRole('button', { name: 'Start verification' }));
    // The demo provider's page on this host, told to come back to profile settings.
    await waitFor(() =>
      expect(args.openProvider).toHaveBeenCalledWith(
        expect.stringMatching(/\/demo\/kyc-provider\?session=[^&]+&return=[^&]*%2Fprofile-settings&locale=en$/),
      ),
    );
  },
};

/** Under review: no action; the record is read again every few seconds until the verdict. */
export const Pending: Story = {
  parameters: { msw: { handlers: { identity: [ownRecordAs({ kycStatus: 'pending' })] } } },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Under review');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Approved: Story = {
  parameters: { msw: { handlers: { identity: [ownRecordAs({ kycStatus: 'approved' })] } } },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Verified');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Declined, with the provider's reason; support reopens it. */
export const Rejected: Story = {
  parameters: {
    msw: { handlers: { identity: [ownRecordAs({ kycStatus: 'rejected', kycReason: DEMO_KYC_REASONS.rejected })] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('Declined');
    await expect(canvas.getByText(`Reason: ${DEMO_KYC_REASONS.rejected}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  },
};

const resubmission = {
  msw: {
    handlers: {
      identity: [ownRecordAs({ kycStatus: 'resubmission_requested', kycReason: DEMO_KYC_REASONS.resubmission_requested })],
    },
  },
};

/** The provider needs new documents: the reason, and the journey starts again. */
export const ResubmissionRequested: Story = {
  parameters: resubmission,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await status(canvasElement)).toHaveTextContent('New documents needed');
    await expect(canvas.getByText(`Reason: ${DEMO_KYC_REASONS.resubmission_requested}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send new documents' }));
    await waitFor(() => expect(args.openProvider).toHaveBeenCalledOnce());
  },
};

/** "Error: User's KYC flow couldn't be started" when the call fails. */
export const StartFailed: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('POST /users/kyc')] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(toastTexts()).toContain("Error: User's KYC flow couldn't be started"));
    await expect(args.openProvider).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Start verification' })).toBeEnabled();
  },
};

/** An answer naming a page on a host that is not configured is never opened: the same message. */
export const ProviderHostRefused: Story = {
  parameters: { msw: { handlers: { identity: [kycStartAnswering('https://verify.evil.example/session/1')] } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start verification' }));
    await waitFor(() => expect(toastTexts()).toContain("Error: User's KYC flow couldn't be started"));
    await expect(args.openProvider).not.toHaveBeenCalled();
  },
};

/** "Error: Couldn't get mew": the own record could not be read; the section offers a retry. */
export const OwnRecordFailed: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('POST /users/mew')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Error: Couldn't get mew");
    await waitFor(() => expect(toastTexts()).toContain("Error: Couldn't get mew"));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Turkish: Story = {
  parameters: resubmission,
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(await status(canvasElement)).toHaveTextContent('Yeni belge gerekli');
    await expect(within(canvasElement).getByRole('button', { name: 'Yeni belge gönder' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => void (await status(canvasElement)),
};

export const Phone: Story = {
  parameters: {
    msw: { handlers: { identity: [ownRecordAs({ kycStatus: 'rejected', kycReason: DEMO_KYC_REASONS.rejected })] } },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => void (await status(canvasElement)),
};
