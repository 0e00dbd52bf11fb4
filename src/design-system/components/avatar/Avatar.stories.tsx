import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { HStack } from 'styled-system/jsx';
import { portraitUrl } from '../../fixtures/images';
import { Avatar } from './Avatar';

const meta = {
  title: 'Design system/Avatar',
  component: Avatar,
  args: { name: 'Ayşe Yılmaz', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {
  args: { src: portraitUrl },
  play: async ({ canvasElement }) => {
    // Once the picture has loaded it alone is the image, and the initials are gone.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Ayşe Yılmaz' })).toHaveAttribute('data-part', 'image'),
    );
    await expect(within(canvasElement).queryByText('AY')).toBeNull();
  },
};

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AY')).toBeVisible();
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: '/missing-avatar.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('AY')).toBeVisible());
  },
};

/** No picture and no name (or fallback="logo"): the brand logo. */
export const DefaultLogo: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Default profile picture' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <HStack gap="4">
      <Avatar size="sm" name="Can Demir" />
      <Avatar size="md" src={portraitUrl} name="Ayşe Yılmaz" />
      <Avatar size="lg" fallback="logo" name="Wallet user" />
      <Avatar size="xl" name="jane.doe@example.com" />
    </HStack>
  ),
};

export const Turkish: Story = {
  args: { name: 'ılgaz işık' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    // Turkish upper-casing: ı → I, i → İ.
    await expect(within(canvasElement).getByText('Iİ')).toBeVisible();
  },
};

export const Dark: Story = {
  render: () => (
    <HStack gap="4">
      <Avatar name="Can Demir" />
      <Avatar src={portraitUrl} name="Ayşe Yılmaz" />
      <Avatar fallback="logo" name="Wallet user" />
    </HStack>
  ),
  globals: { theme: 'dark' },
};

/** A long name still gives two initials, and the full name is what a screen reader hears. */
export const LongName: Story = {
  args: { name: 'Maximilian Alexander von Hohenberg-Wittelsbach' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('MH')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('img', { name: 'Maximilian Alexander von Hohenberg-Wittelsbach' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { size: 'md' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AY')).toBeVisible();
  },
};
