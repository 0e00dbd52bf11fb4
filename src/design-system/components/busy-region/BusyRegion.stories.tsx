import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from 'styled-system/jsx';
import { Card, CardDescription, CardTitle } from '../card';
import { Heading } from '../heading';
import { BusyRegion } from './BusyRegion';

const copy = {
  en: { heading: 'Entries', items: ['Bitcoin', 'Ethereum', 'Tether'], note: 'Received 2 hours ago' },
  tr: { heading: 'Kayıtlar', items: ['Bitcoin', 'Ethereum', 'Tether'], note: '2 saat önce alındı' },
};

/** A list as the screens show one: a heading, the gap, then the region that is replaced page by page. */
function ListExample({ busy, locale = 'en' }: { busy: boolean; locale?: keyof typeof copy }) {
  const text = copy[locale];
  return (
    <Stack gap="4" width="md" maxWidth="full">
      <Heading level={2}>{text.heading}</Heading>
      <BusyRegion busy={busy}>
        <Stack as="ul" gap="3" listStyle="none" aria-label={text.heading}>
          {text.items.map((item) => (
            <li key={item}>
              <Card>
                <CardTitle>{item}</CardTitle>
                <CardDescription>{text.note}</CardDescription>
              </Card>
            </li>
          ))}
        </Stack>
      </BusyRegion>
    </Stack>
  );
}

const meta = {
  title: 'Design system/BusyRegion',
  component: BusyRegion,
  args: { busy: false, children: null },
  render: ({ busy }) => <ListExample busy={busy} />,
} satisfies Meta<typeof BusyRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list').parentElement;

/** Nothing loading: the content alone, not marked busy. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(canvasElement.querySelector('.busy-region__indicator')).toBeNull();
  },
};

/**
 * The next page is on its way: the content stays at full strength (the checks after the play judge its contrast),
 * marked busy, under a decorative progress line in the gap above it.
 */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('.busy-region__indicator')).toHaveAttribute('aria-hidden', 'true');
    await expect(getComputedStyle(within(canvasElement).getByRole('list')).opacity).toBe('1');
  },
};

export const Turkish: Story = {
  args: { busy: true },
  render: ({ busy }) => <ListExample busy={busy} locale="tr" />,
  globals: { locale: 'tr' },
};

export const Dark: Story = {
  args: { busy: true },
  globals: { theme: 'dark' },
};
