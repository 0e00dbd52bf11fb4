import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box, Stack } from 'styled-system/jsx';
import { DateInput } from './DateInput';
import { Field, Input, PasswordInput, Textarea, VerbatimInput } from './Field';

const meta = {
  title: 'Design system/Field',
  component: Field,
  args: { label: 'Email address', children: null },
  decorators: [
    (Story) => (
      <Box width="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  render: () => (
    <Field label="Email address" hint="We send receipts and security alerts here.">
      <Input type="email" placeholder="name@example.com" autoComplete="email" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAccessibleDescription('We send receipts and security alerts here.');
    await userEvent.type(input, 'ayse@example.com');
    await expect(input).toHaveValue('ayse@example.com');
  },
};

/** The error replaces the hint, is linked with aria-describedby and marks the input aria-invalid. */
export const WithError: Story = {
  render: () => (
    <Field label="Email address" hint="We send receipts here." error="Enter a valid email address" required>
      <Input type="email" defaultValue="ayse@" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Email address/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
    await expect(input).toBeRequired();
  },
};

/** An address, a hash or an ID: typed as it is, with no autofill, capitals, corrections or spelling marks. */
export const Verbatim: Story = {
  render: () => (
    <Field label="Recipient address" hint="Paste the address, or type it exactly." required>
      <VerbatimInput name="address" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Recipient address/ });
    await userEvent.type(input, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await expect(input).toHaveValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await expect(input).toHaveAttribute('autocapitalize', 'none');
    await expect(input).toHaveAttribute('spellcheck', 'false');
  },
};

export const Disabled: Story = {
  render: () => (
    <Field label="Username" hint="Usernames cannot be changed." disabled>
      <Input defaultValue="ayse.yilmaz" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const Focused: Story = {
  render: () => (
    <Field label="Full name">
      <Input placeholder="As on your ID" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

/** Ark password-input: the eye button toggles visibility and says what it will do. */
export const Password: Story = {
  render: () => (
    <Field label="Password" hint="At least 8 characters, with a number and a symbol.">
      <PasswordInput autoComplete="new-password" defaultValue="correct-horse-42!" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleDescription('At least 8 characters, with a number and a symbol.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const PasswordWithError: Story = {
  render: () => (
    <Field label="Current password" error="The password is incorrect">
      <PasswordInput defaultValue="secret" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Current password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The password is incorrect');
  },
};

export const TextareaField: Story = {
  render: () => {
    const [value, setValue] = useState('');
    return (
      <Field label="Message" hint={`${value.length}/500`}>
        <Textarea value={value} maxLength={500} onChange={(event) => setValue(event.target.value)} />
      </Field>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'My deposit has not arrived.');
    await expect(canvas.getByText('27/500')).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <Field
      label="Transaction hash of the deposit that did not arrive in your account"
      hint="You find it in the sending wallet or exchange, usually under the transfer's details. It starts with 0x on Ethereum-compatible networks."
      error="This does not look like a transaction hash for the selected network; check the network and try again."
    >
      <Input defaultValue="0x9f2c4e1b7a6d3c8e5f0a1b2c3d4e5f60718293a4b5c6d7e8f9012345678" />
    </Field>
  ),
};

/** A date typed as text: the language's pattern as placeholder, and a keypad with a separator key on phones. */
export const DateField: Story = {
  render: () => (
    <Field label="Date sent">
      <DateInput />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Date sent' });
    await expect(input).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    // iOS's numeric keypad has no separator key: "01/10/2026" could not be typed there.
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '01/10/2026');
    await expect(input).toHaveValue('01/10/2026');
  },
};

/** In Turkish the pattern is GG.AA.YYYY. */
export const DateFieldTurkish: Story = {
  render: () => (
    <Field label="Gönderim tarihi">
      <DateInput />
    </Field>
  ),
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Gönderim tarihi' })).toHaveAttribute(
      'placeholder',
      'GG.AA.YYYY',
    );
  },
};

export const Turkish: Story = {
  render: () => (
    <Stack gap="5">
      <Field label="E-posta adresi" error="Geçerli bir e-posta adresi girin">
        <Input defaultValue="ayse@" />
      </Field>
      <Field label="Şifre">
        <PasswordInput defaultValue="gizli" />
      </Field>
    </Stack>
  ),
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Şifreyi göster' })).toBeVisible();
  },
};

export const Dark: Story = {
  render: () => (
    <Stack gap="5">
      <Field label="Email address" hint="We send receipts here.">
        <Input placeholder="name@example.com" />
      </Field>
      <Field label="Password" error="The password is incorrect">
        <PasswordInput defaultValue="secret" />
      </Field>
      <Field label="Username" disabled>
        <Input defaultValue="ayse.yilmaz" />
      </Field>
    </Stack>
  ),
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  render: () => (
    <Stack gap="5">
      <Field label="Email address" hint="We send receipts here.">
        <Input placeholder="name@example.com" />
      </Field>
      <Field label="Password">
        <PasswordInput />
      </Field>
    </Stack>
  ),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
