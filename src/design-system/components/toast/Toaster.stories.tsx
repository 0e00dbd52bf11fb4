import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { Button } from '../button';
import { toast, type ToastMessage, type ToastOptions, type ToastType } from './toast';
import { Toaster } from './Toaster';

/**
 * Toasts come from the imperative API (`toast.success(...)` and friends) and render in the single
 * <Toaster/> that the app shell — and this Storybook's preview — mounts once. In the app they close after
 * 3 s (page errors after 5 s); these stories keep them open so you can look at them.
 */
const STAY_OPEN: ToastOptions = { duration: 10 * 60 * 1000 };

interface Trigger {
  label: string;
  type: ToastType | 'pageError';
  message: ToastMessage;
  options?: ToastOptions;
}

function Triggers({ triggers }: { triggers: Trigger[] }) {
  return (
    <HStack gap="2" flexWrap="wrap" justifyContent="center">
      {triggers.map(({ label, type, message, options }) => (
        <Button key={label} variant="outline" onClick={() => toast[type](message, { ...STAY_OPEN, ...options })}>
          {label}
        </Button>
      ))}
    </HStack>
  );
}

const meta = {
  title: 'Design system/Toast',
  component: Toaster,
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const types: Trigger[] = [
  { label: 'Success', type: 'success', message: 'Your deposit of 0.25 BTC has arrived.' },
  { label: 'Error', type: 'error', message: 'Notifications load failed, retry later' },
  { label: 'Info', type: 'info', message: 'A new version of the app is available.' },
  { label: 'Warning', type: 'warning', message: 'You have been logged out.' },
];

async function showToast(canvasElement: HTMLElement, label: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
}

function toastRoots(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"]'));
}

async function settled(count: number) {
  await waitFor(() => expect(toastRoots()).toHaveLength(count));
  await waitFor(() => expect(toastRoots().every((root) => root.hasAttribute('data-mounted'))).toBe(true));
}

export const SuccessToast: Story = {
  render: () => <Triggers triggers={[types[0] as Trigger]} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Success');
    await settled(1);
    await expect(toastRoots()[0]).toHaveAttribute('data-type', 'success');
  },
};

export const ErrorToast: Story = {
  render: () => <Triggers triggers={[types[1] as Trigger]} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Error');
    await settled(1);
    // Errors are read out at once, through the app's assertive live region.
    await waitFor(() =>
      expect(document.querySelector('[data-live-region="assertive"]')).toHaveTextContent(
        'Notifications load failed, retry later',
      ),
    );
  },
};

export const InfoToast: Story = {
  render: () => <Triggers triggers={[types[2] as Trigger]} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Info');
    await settled(1);
    await waitFor(() =>
      expect(document.querySelector('[data-live-region="polite"]')).toHaveTextContent('A new version of the app is available.'),
    );
  },
};

export const WarningToast: Story = {
  render: () => <Triggers triggers={[types[3] as Trigger]} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Warning');
    await settled(1);
  },
};

/** Page errors use the same look and stay 5 s instead of 3 s. */
export const PageError: Story = {
  render: () => (
    <Triggers triggers={[{ label: 'Invalid page', type: 'pageError', message: { id: 'errors.page.invalidNumber' } }]} />
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Invalid page');
    await settled(1);
    await expect(toastRoots()[0]).toHaveTextContent('Invalid page number, redirecting to first page');
  },
};

/** Several at once: newest on top. */
export const Stacked: Story = {
  render: () => <Triggers triggers={types} />,
  play: async ({ canvasElement }) => {
    for (const { label } of types) await showToast(canvasElement, label);
    await settled(4);
    await expect(toastRoots()[0]).toHaveTextContent('You have been logged out.');
    await expect(toastRoots()[3]).toHaveTextContent('Your deposit of 0.25 BTC has arrived.');
  },
};

/** Twelve requested, ten shown; the rest wait for room. */
export const AtMostTen: Story = {
  render: () => (
    <Button
      onClick={() => {
        for (let i = 1; i <= 12; i++) toast.info(`Deposit ${i} confirmed`, STAY_OPEN);
      }}
    >
      Show twelve
    </Button>
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show twelve');
    await settled(10);
    await expect(toastRoots()[0]).toHaveTextContent('Deposit 10 confirmed');
  },
};

/** The close button dismisses it; a click on the toast itself does not. */
export const CloseButton: Story = {
  render: () => <Triggers triggers={[types[0] as Trigger]} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Success');
    await settled(1);
    const root = toastRoots()[0] as HTMLElement;
    await userEvent.click(within(root).getByText('Your deposit of 0.25 BTC has arrived.'));
    await expect(toastRoots()).toHaveLength(1);
    await userEvent.click(within(root).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(toastRoots()).toHaveLength(0));
  },
};

export const WithTitleAndLongText: Story = {
  render: () => (
    <Triggers
      triggers={[
        {
          label: 'Long',
          type: 'error',
          message:
            'An error occurred while submitting the form, please try again later. If the problem continues, contact support and mention reference 7F3A-22C1-9D0E.',
          options: { title: 'Deposit recovery request not sent' },
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Long');
    await settled(1);
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  render: () => (
    <Triggers
      triggers={[
        { label: 'Hata', type: 'error', message: { id: 'errors.page.invalidNumber' } },
        { label: 'Başarılı', type: 'success', message: 'Yatırımınız hesabınıza ulaştı.' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Hata');
    await showToast(canvasElement, 'Başarılı');
    await settled(2);
    await expect(screen.getAllByRole('button', { name: 'Bildirimi kapat' })).toHaveLength(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <Triggers triggers={types} />,
  play: async ({ canvasElement }) => {
    for (const { label } of types) await showToast(canvasElement, label);
    await settled(4);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Triggers triggers={types.slice(0, 2)} />,
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Success');
    await showToast(canvasElement, 'Error');
    await settled(2);
  },
};

/** A toast waits while the pointer is on it (to finish reading), and closes once the pointer leaves. */
export const PausedOnHover: Story = {
  render: () => (
    <Triggers
      triggers={[
        { label: 'Show for 1 s', type: 'info', message: 'Hold the pointer here to keep reading.', options: { duration: 1000 } },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await showToast(canvasElement, 'Show for 1 s');
    await settled(1);
    const [root] = toastRoots();
    await userEvent.hover(root as HTMLElement);
    await waitFor(() => expect(root).toHaveAttribute('data-paused'));
    // Twice its duration later it is still there.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await expect(toastRoots()).toHaveLength(1);
    await userEvent.unhover(root as HTMLElement);
    await waitFor(() => expect(toastRoots()).toHaveLength(0), { timeout: 3000 });
  },
};
