import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Select } from './Select';

const options = [
  { value: 'eth', label: 'Ethereum' },
  { value: 'sol', label: 'Solana' },
];

/** Each part's attributes, with the generated ids replaced by the part they name. */
function partsOf(root: HTMLElement): Record<string, Record<string, string>> {
  const ids = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]:not(select)'))
    ids.set(element.id, `#${element.getAttribute('data-part') ?? element.tagName}`);
  const parts: Record<string, Record<string, string>> = {};
  for (const element of root.querySelectorAll('[data-scope="select"][data-part]')) {
    const attributes: Record<string, string> = {};
    for (const { name, value } of element.attributes) {
      attributes[name] = value
        .split(' ')
        .map((word) => ids.get(word) ?? (name === 'id' || name.startsWith('aria-') || name === 'for' ? '#other' : word))
        .join(' ');
    }
    parts[element.getAttribute('data-part') ?? '?'] = attributes;
  }
  return parts;
}

// jsdom has no layout, so no Element.scrollTo; Ark's select scrolls its list when it opens.
beforeAll(() => {
  Element.prototype.scrollTo ??= () => undefined;
});

describe('Select starting on first use', () => {
  it("draws, before its first use, the same parts with the same attributes as Ark's closed select", async () => {
    await renderWithProviders(
      <>
        <div data-testid="ark">
          <Select label="Network" options={options} value="sol" hint="Pick one" required name="network" />
        </div>
        <div data-testid="preview">
          <Select label="Network" options={options} value="sol" hint="Pick one" required />
        </div>
      </>,
    );
    const ark = partsOf(screen.getByTestId('ark'));
    const preview = partsOf(screen.getByTestId('preview'));
    expect(Object.keys(ark)).toEqual(expect.arrayContaining(['root', 'label', 'control', 'trigger', 'value-text', 'indicator']));
    // The named select's native select is the only part a preview does not draw.
    delete ark['hidden-select'];
    expect(preview).toEqual(ark);
  });

  it('hands its first click on to the started select, which opens and can be chosen from', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await renderWithProviders(<Select label="Network" options={options} value="eth" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Network' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveAttribute('aria-expanded', 'true'));
    await user.click(await screen.findByRole('option', { name: 'Solana' }));
    await waitFor(() => expect(onValueChange).toHaveBeenCalledWith('sol'));
  });

  it('hands its first key on: ArrowDown opens the list; Tab only passes through', async () => {
    await renderWithProviders(<Select label="Network" options={options} value="eth" />);
    const trigger = screen.getByRole('combobox', { name: 'Network' });
    trigger.focus();
    expect(fireEvent.keyDown(trigger, { key: 'Tab' })).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Network' })).toBe(trigger);
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Network' })).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('combobox', { name: 'Network' })).not.toBe(trigger);
  });
});
