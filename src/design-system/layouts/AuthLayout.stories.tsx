import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Button } from '../components/button';
import { Checkbox } from '../components/checkbox';
import { Field, Input, PasswordInput } from '../components/field';
import { LocaleSwitcher, type SwitchableLocale } from '../components/locale-switcher';
import { AuthLayout } from './AuthLayout';

function Switcher({ initial = 'en' }: { initial?: SwitchableLocale }) {
  const [locale, setLocale] = useState<SwitchableLocale>(initial);
  return <LocaleSwitcher value={locale} onChange={setLocale} />;
}

function SignInForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="4">
        <Field label="Email address">
          <Input type="email" autoComplete="email" placeholder="name@example.com" />
        </Field>
        <Field label="Password">
          <PasswordInput />
        </Field>
        <Checkbox label="Remember me" />
        <Button type="submit" fullWidth size="lg">
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Design system/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen', route: '/sign-in' },
  args: {
    title: 'Sign in',
    description: 'Welcome back. Sign in to your wallet.',
    children: <SignInForm />,
    footer: 'No account yet? Sign up in a minute.',
    languageSwitcher: <Switcher />,
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'About Wallet brand' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Forgot your password? We will send you a code to choose a new one',
    description:
      'Enter the email address you signed up with. If an account exists for it, a six-digit code arrives within a minute; check your spam folder too.',
    children: (
      <Stack gap="4">
        <Field label="Email address" error="Enter a valid email address">
          <Input defaultValue="ayse@" />
        </Field>
        <Button fullWidth size="lg">
          Send code
        </Button>
      </Stack>
    ),
  },
};

export const Turkish: Story = {
  args: {
    title: 'Giriş yap',
    description: 'Tekrar hoş geldiniz. Cüzdanınıza giriş yapın.',
    footer: 'Hesabınız yok mu? Bir dakikada kaydolun.',
    languageSwitcher: <Switcher initial="tr" />,
  },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kripto cüzdanınız ve oyun merkeziniz')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** Phones: the brand panel gives way to a logo bar; the card fills the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Wallet brand' })).toHaveAttribute('href', '/');
  },
};

export const MobileDark: Story = { globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' } };
