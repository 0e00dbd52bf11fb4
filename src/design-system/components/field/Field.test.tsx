import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Field, VerbatimInput } from './Field';

describe('VerbatimInput', () => {
  it('is labelled and described by its field, and keeps what is typed exactly as typed', async () => {
    await renderWithProviders(
      <Field label="Recipient address" hint="Paste or type the address" error="Enter an address">
        <VerbatimInput name="address" defaultValue="" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Recipient address' });
    expect(input).toHaveAccessibleDescription('Enter an address');
    expect(input).toBeInvalid();
    fireEvent.change(input, { target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' } });
    expect(input).toHaveValue('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
  });

  it('asks the browser and a phone keyboard for no autofill, capitals, corrections or spelling marks', async () => {
    await renderWithProviders(
      <Field label="Transaction hash">
        <VerbatimInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Transaction hash' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('autocapitalize', 'none');
    expect(input).toHaveAttribute('autocorrect', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it('lets a screen ask for more, e.g. an email typed to confirm', async () => {
    await renderWithProviders(
      <Field label="Your email">
        <VerbatimInput type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Your email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocapitalize', 'none');
  });
});
