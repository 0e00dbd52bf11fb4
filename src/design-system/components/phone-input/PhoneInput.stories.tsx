import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useLayoutEffect, type ReactNode } from 'react';
import { Box } from 'styled-system/jsx';
import { Field } from '../field';
import { PhoneField, PhoneInput } from './PhoneInput';

const meta = {
  title: 'Design system/PhoneInput',
  component: PhoneField,
  args: { label: 'Phone number', defaultCountry: 'TR', onChange: fn() },
  decorators: [
    (Story) => (
      <Box width="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's root text size while the story is shown, as a browser set to larger text gives it. */
function BrowserTextSize({ px, children }: { px: number; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    root.style.fontSize = `${px}px`;
    return () => {
      root.style.fontSize = before;
    };
  }, [px]);
  return children;
}

/**
 * Opens the country list and waits until it shows and has the focus: Ark moves the focus into the list a frame after
 * it opens, and keys pressed before that go to the trigger.
 */
async function openCountryList(canvasElement: HTMLElement, country = /Turkey/): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: country }));
  const list = await screen.findByRole('listbox');
  await waitFor(() => expect(list).toBeVisible());
  await waitFor(() => expect(list).toHaveFocus());
  return list;
}

/** Whether `row` is inside the list's visible part: the list scrolls, which jest-dom's toBeVisible does not look at. */
function inView(list: HTMLElement, row: HTMLElement): boolean {
  const shown = list.getBoundingClientRect();
  const { top, bottom } = row.getBoundingClientRect();
  return top >= shown.top - 0.5 && bottom <= shown.bottom + 0.5;
}

/** The rendered rows, in their order in the whole list, each starting where the one before it ends. */
async function expectRowsStacked(list: HTMLElement) {
  const rows = within(list)
    .getAllByRole('option')
    .sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')));
  for (const [index, row] of rows.entries()) {
    const next = rows[index + 1];
    if (!next || Number(next.getAttribute('aria-posinset')) !== Number(row.getAttribute('aria-posinset')) + 1) continue;
    await expect(Math.abs(next.getBoundingClientRect().top - row.getBoundingClientRect().bottom)).toBeLessThan(0.5);
  }
}

/** The chosen row, in the middle of the list (within a pixel). */
async function expectCentred(list: HTMLElement, row: HTMLElement) {
  const shown = list.getBoundingClientRect();
  const { top, bottom } = row.getBoundingClientRect();
  await expect(Math.abs((top + bottom) / 2 - (shown.top + shown.bottom) / 2)).toBeLessThan(1.5);
}

function numberInput(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('textbox', { name: /Phone number/ });
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Enter a phone number');
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('name', 'telephone');
    await expect(input).toHaveAttribute('maxlength', '25');
    await expect(within(canvasElement).getByRole('combobox', { name: /Turkey \(\+90\)/ })).toBeVisible();
  },
};

/** Formats as you type; the value carries country code, validity, formatted and national number. */
export const ValidNumber: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(numberInput(canvasElement), '5321234567');
    await expect(numberInput(canvasElement)).toHaveValue('532 123 45 67');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      country: 'TR',
      countryCallingCode: '90',
      isValid: true,
      formattedNumber: '+90 532 123 45 67',
      nationalNumber: '5321234567',
      e164: '+905321234567',
    });
  },
};

/** A number typed in international format picks its own country. */
export const InternationalFormat: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(numberInput(canvasElement), '+442079460958');
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: /United Kingdom \(\+44\)/ })).toBeVisible());
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ isValid: true, country: 'GB' }));
  },
};

/** Leaving the field with an invalid number shows the message, linked to the input. */
export const InvalidNumber: Story = {
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await userEvent.type(input, '12345');
    await userEvent.tab();
    await expect(await within(canvasElement).findByText('Enter a valid phone number')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid phone number');
  },
};

/** No default country: the visitor's country comes from the (injected) IP lookup. */
export const CountryFromIp: Story = {
  args: { defaultCountry: undefined, lookupCountry: () => Promise.resolve('DE') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('combobox', { name: /Germany \(\+49\)/ })).toBeVisible());
  },
};

/**
 * The lookup failed: the interface language's region stands in (en → United States), so a number typed
 * without a country and without + is judged against it; the failure goes to onLookupError.
 */
export const CountryLookupFails: Story = {
  args: {
    defaultCountry: undefined,
    lookupCountry: () => Promise.reject(new Error('unable to fetch the country')),
    onLookupError: fn(),
  },
  play: async ({ args, canvasElement }) => {
    await waitFor(() => expect(args.onLookupError).toHaveBeenCalled());
    await expect(within(canvasElement).getByRole('combobox', { name: /United States \(\+1\)/ })).toBeVisible();
  },
};

/** In Turkish with the lookup unreachable, "5321234567" is a Turkish number, never "+5321234567". */
export const LookupFailsTypedWithoutPlus: Story = {
  args: {
    label: 'Telefon numarası',
    defaultCountry: undefined,
    lookupCountry: () => Promise.reject(new Error('unable to fetch the country')),
  },
  globals: { locale: 'tr' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Telefon numarası/ });
    await userEvent.type(input, '5321234567');
    await expect(input).toHaveValue('532 123 45 67');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'TR', isValid: true, e164: '+905321234567' }),
    );
  },
};

/** No country can be assumed (the language's region is not offered): digits are refused with a clear message. */
export const CountryNeeded: Story = {
  args: { defaultCountry: undefined, onlyCountries: ['DE', 'GB'] },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await userEvent.type(input, '5321234567');
    await expect(input).toHaveValue('');
    await expect(
      await within(canvasElement).findByText('Choose a country first, or type the number with + and its country code'),
    ).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Choose a country first, or type the number with + and its country code');
  },
};

/** Flags and dial codes, no search box. */
export const CountryListOpen: Story = {
  play: async ({ canvasElement }) => {
    const list = await openCountryList(canvasElement);
    // The rows' code loads after the first paint: opened at once, the rows may follow the list by a moment.
    const turkey = await within(list).findByRole('option', { name: /Turkey \+90/ });
    await expect(turkey).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).queryByRole('searchbox')).not.toBeInTheDocument();
    // The rows are placed by their height, not measured: they must meet, and the chosen one opens in the middle.
    await expectRowsStacked(list);
    await expectCentred(list, turkey);
  },
};

/**
 * A customer whose browser shows text larger than the default (20 px here, 16 by default): the rows grow with
 * the text and are placed by their grown height, so they still meet and the chosen country still opens centred.
 * (End, Home and the arrows past the edge: EveryCountryReachable.)
 */
export const LargerText: Story = {
  decorators: [
    (Story) => (
      <BrowserTextSize px={20}>
        <Story />
      </BrowserTextSize>
    ),
  ],
  play: async ({ canvasElement }) => {
    // The play may start before the decorator's effect has run.
    await waitFor(() => expect(getComputedStyle(document.documentElement).fontSize).toBe('20px'));
    const list = await openCountryList(canvasElement);
    const turkey = await within(list).findByRole('option', { name: /Turkey \+90/ });
    await expect(getComputedStyle(document.documentElement).fontSize).toBe('20px');
    await expect(turkey.getBoundingClientRect().height).toBeGreaterThan(40);
    await expectRowsStacked(list);
    await expectCentred(list, turkey);
  },
};

/** Letters typed in a row find a country; after 700 ms without a key the search starts over. */
export const TypeToFind: Story = {
  play: async ({ args, canvasElement }) => {
    const list = await openCountryList(canvasElement);
    await userEvent.keyboard('ger');
    await waitFor(() => expect(within(list).getByRole('option', { name: /Germany/ })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'DE' })));
  },
};

/** Close to the bottom of the window, the list opens upwards. */
export const OpensUpwards: Story = {
  decorators: [
    (Story) => (
      <Box height="screenH" display="flex" alignItems="flex-end" pb="12">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: /Turkey/ });
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toBeVisible());
    await within(list).findByRole('option', { name: /Turkey \+90/ });
    await waitFor(() => expect(list.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top));
  },
};

export const OnlySomeCountries: Story = {
  args: { onlyCountries: ['TR', 'DE', 'GB', 'NL'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /Turkey/ }));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(4));
  },
};

export const IgnoredCountries: Story = {
  args: { ignoredCountries: ['US', 'CA'] },
  play: async ({ canvasElement }) => {
    const list = await openCountryList(canvasElement);
    // The list renders the rows in view: go to where the United States would be, after the United Kingdom.
    await userEvent.keyboard('united');
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: /United Arab Emirates/ })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(list).getByRole('option', { name: /Uruguay/ })).toHaveAttribute('data-highlighted'));
    await expect(within(list).getByRole('option', { name: /United Kingdom/ })).toBeVisible();
    await expect(within(list).queryByRole('option', { name: /United States/ })).not.toBeInTheDocument();
  },
};

/**
 * The list renders only the rows in view (about 245 countries with their flags took 1.6 s of a phone's CPU to
 * open), yet every country is there: each row says its place in the whole list, and End reaches the last.
 */
export const EveryCountryReachable: Story = {
  play: async ({ args, canvasElement }) => {
    const list = await openCountryList(canvasElement);
    const turkey = await within(list).findByRole('option', { name: /Turkey \+90/ });
    await expect(turkey).toBeVisible();
    const total = Number(turkey.getAttribute('aria-setsize'));
    await expect(total).toBeGreaterThan(240);
    await expect(within(list).getAllByRole('option').length).toBeLessThan(30);
    await userEvent.keyboard('{End}');
    const last = await within(list).findByRole('option', { name: /Zimbabwe \+263/ });
    await waitFor(() => expect(last).toHaveAttribute('data-highlighted'));
    await expect(last).toHaveAttribute('aria-posinset', String(total));
    await waitFor(() => expect(inView(list, last)).toBe(true));
    await userEvent.keyboard('{Home}');
    const first = await within(list).findByRole('option', { name: /Afghanistan \+93/ });
    await expect(first).toHaveAttribute('aria-posinset', '1');
    await waitFor(() => expect(inView(list, first)).toBe(true));
    // Arrowing past the bottom edge scrolls by one row, the highlighted row just in view.
    for (let step = 0; step < 12; step += 1) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(list.querySelector('[data-highlighted]')).toHaveAttribute('aria-posinset', '13'));
    const thirteenth = list.querySelector<HTMLElement>('[data-highlighted]');
    await waitFor(() => expect(thirteenth && inView(list, thirteenth)).toBe(true));
    await expectRowsStacked(list);
    await userEvent.keyboard('{Home}');
    // A row scrolled out of view is unmounted: Afghanistan's is a new one.
    await waitFor(() =>
      expect(within(list).getByRole('option', { name: /Afghanistan \+93/ })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ country: 'AF' })));
  },
};

/** With the restriction on, letters are refused; digits, ( ) - + and spaces pass. */
export const RestrictedCharacters: Story = {
  args: { validCharactersOnly: true },
  play: async ({ canvasElement }) => {
    const input = numberInput(canvasElement);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await userEvent.type(input, '(532) 123-45-67');
    await expect(input).toHaveValue('532 123 45 67');
  },
};

export const WithHintAndRequired: Story = {
  args: { hint: 'We text you a code to confirm withdrawals.', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '+905321234567' } };

/** The bare control inside a Field, as forms compose it. */
export const InsideField: Story = {
  render: (args) => (
    <Field label="Mobile" error="This number is already used by another account">
      <PhoneInput defaultCountry="GB" defaultValue="+447700900123" onChange={args.onChange} />
    </Field>
  ),
};

export const Turkish: Story = {
  args: { label: 'Telefon numarası' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Telefon numarası/ })).toHaveAttribute(
      'placeholder',
      'Bir telefon numarası girin',
    );
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /Türkiye/ }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await expect(await screen.findByRole('option', { name: /Türkiye \+90/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.type(numberInput(canvasElement), '12345');
    await userEvent.tab();
    await within(canvasElement).findByText('Enter a valid phone number');
  },
};

export const Mobile: Story = {
  args: { defaultValue: '+905321234567' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
