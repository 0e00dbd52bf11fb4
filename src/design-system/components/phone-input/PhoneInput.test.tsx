import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PhoneField, PhoneInput } from './PhoneInput';
import { defaultPhoneCountry } from './phone-rules';

const unreachable = () => Promise.reject(new Error('unable to fetch the country'));

/** Types a number with no country chosen and no +, as a new customer does when the IP lookup failed. */
async function typeWithoutCountry(locale: 'en' | 'tr', props: Partial<Parameters<typeof PhoneField>[0]> = {}) {
  const onChange = vi.fn();
  const onLookupError = vi.fn();
  await renderWithProviders(
    <PhoneField label="Phone" lookupCountry={unreachable} onLookupError={onLookupError} onChange={onChange} {...props} />,
    { locale },
  );
  await waitFor(() => expect(onLookupError).toHaveBeenCalled());
  const input = screen.getByRole('textbox', { name: /Phone/ });
  await userEvent.type(input, '5321234567');
  return { input, onChange };
}

describe('PhoneInput without a chosen country', () => {
  it('judges the number against the Turkish region in Turkish, never prefixing a +', async () => {
    const { input, onChange } = await typeWithoutCountry('tr');
    expect(input).toHaveValue('532 123 45 67');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'TR', isValid: true, e164: '+905321234567' }));
  });

  it('judges it against the US in English: not "+5321234567" (a Cuban number), and not valid', async () => {
    const { input, onChange } = await typeWithoutCountry('en');
    expect((input as HTMLInputElement).value.startsWith('+')).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'US' }));
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ e164: '+5321234567' }));
    await userEvent.tab();
    expect(await screen.findByText('Enter a valid phone number')).toBeVisible();
  });

  it('refuses digits and asks for a country when no default country is offered', async () => {
    const { input, onChange } = await typeWithoutCountry('en', { onlyCountries: ['DE', 'GB'] });
    expect(input).toHaveValue('');
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ e164: '+5321234567' }));
    expect(screen.getByText('Choose a country first, or type the number with + and its country code')).toBeVisible();
    await userEvent.type(input, '+442079460958');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'GB', isValid: true }));
  });
});

describe('defaultPhoneCountry', () => {
  const countries = ['TR', 'US', 'DE'] as const;
  it('prefers the given country, then the lookup, then the language region', () => {
    expect(defaultPhoneCountry({ given: 'DE', detected: 'US', locale: 'tr', countries: [...countries] })).toBe('DE');
    expect(defaultPhoneCountry({ detected: 'US', locale: 'tr', countries: [...countries] })).toBe('US');
    expect(defaultPhoneCountry({ locale: 'tr', countries: [...countries] })).toBe('TR');
    expect(defaultPhoneCountry({ locale: 'en-GB', countries: [...countries] })).toBe('US');
  });
  it('is undefined when nothing it could pick is offered', () => {
    expect(defaultPhoneCountry({ locale: 'en', countries: ['DE'] })).toBeUndefined();
  });
});

describe('PhoneInput country list', () => {
  async function countryNames(locale: 'en' | 'tr'): Promise<string[]> {
    const { container } = await renderWithProviders(<PhoneField label="Phone" defaultCountry="TR" />, { locale });
    return [...container.querySelectorAll('select option')].map((option) => option.textContent ?? '');
  }

  it('in Turkish follows the Turkish alphabet (Ç after C, İ after I) and names every country properly', async () => {
    const names = await countryNames('tr');
    expect(names.indexOf('Çad')).toBeGreaterThan(names.indexOf('Cayman Adaları'));
    expect(names.indexOf('İngiltere')).toBeGreaterThan(names.indexOf('Irak'));
    expect(names).toEqual(expect.arrayContaining(['Hindistan', 'Vatikan']));
    expect(names.filter((name) => name.endsWith("'da") || name.includes('Holy See'))).toEqual([]);
  });

  it("keeps the form's hidden copy of the list: every country, on the one chosen", async () => {
    const { container } = await renderWithProviders(<PhoneField label="Phone" defaultCountry="TR" />, { locale: 'en' });
    const hidden = container.querySelector('select') as HTMLSelectElement;
    expect(hidden.options.length).toBeGreaterThan(240);
    expect(hidden.value).toBe('TR');
    // Type-to-find on the closed list chooses the next country with that letter.
    screen.getByRole('combobox', { name: /^Phone number country/ }).focus();
    await userEvent.keyboard('g');
    await waitFor(() => expect(hidden.value).toBe('GA'));
    expect(screen.getByRole('combobox', { name: /Gabon/ })).toBeInTheDocument();
  });

  it('keeps the focus on the country chosen: the number is not left, so not yet checked', async () => {
    const onBlur = vi.fn();
    const { container } = await renderWithProviders(<PhoneInput defaultCountry="TR" onBlur={onBlur} />, { locale: 'en' });
    const hidden = container.querySelector('select') as HTMLSelectElement;
    const trigger = screen.getByRole('combobox', { name: /^Phone number country/ });
    trigger.focus();
    await userEvent.keyboard('g');
    await waitFor(() => expect(hidden.value).toBe('GA'));
    // A frame on: where the select would put the focus back after a choice.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(trigger).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
  });

  it('in English keeps the English order', async () => {
    const names = await countryNames('en');
    expect(names.indexOf('Chad')).toBeGreaterThan(names.indexOf('Cayman Islands'));
    expect(names).toContain('India');
  });
});

describe('PhoneInput with a stored number', () => {
  // The country list beside it already shows "+90".
  it('shows it in the national format of its country, not with the country code a second time', async () => {
    await renderWithProviders(<PhoneField label="Phone" defaultValue="+905321234567" />, { locale: 'en' });
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('0532 123 45 67');
  });

  it('a US number the American way', async () => {
    await renderWithProviders(<PhoneField label="Phone" defaultValue="+12025550123" />, { locale: 'tr' });
    expect(screen.getByRole('textbox', { name: /Telefon|Phone/ })).toHaveValue('(202) 555-0123');
  });
});
