import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthLayout } from '@/design-system';
import { GoodbyeScreen } from './GoodbyeScreen';

/** The auth layout the route uses (signed out, brand panel). */
const inAuthLayout: Decorator = (Story) => (
  <AuthLayout>
    <Story />
  </AuthLayout>
);

const meta = {
  title: 'Screens/Goodbye',
  component: GoodbyeScreen,
  decorators: [inAuthLayout],
  parameters: { layout: 'fullscreen', route: '/goodbye', demo: { user: null } },
} satisfies Meta<typeof GoodbyeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After an account deletion: signed out everywhere, a way back to the start page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Hesabınız silindi' })).toBeVisible();
  },
};
