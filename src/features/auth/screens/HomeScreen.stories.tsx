import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthScreenHarness, ScreenFrame } from '../testing/AuthScreenHarness';
import { HomeScreen } from './HomeScreen';

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: { layout: 'fullscreen', route: '/', demo: { user: null } },
  decorators: [
    (Story) => (
      <ScreenFrame>
        <Story />
      </ScreenFrame>
    ),
  ],
  render: () => <AuthScreenHarness path="/" screen={<HomeScreen />} />,
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  },
};

export const GoesToSignUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Create an account' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/sign-up');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hoş geldiniz' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hesap oluştur' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in' })).toBeVisible();
  },
};
