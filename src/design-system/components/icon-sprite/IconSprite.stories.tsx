import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight } from 'lucide-react';
import { useId } from 'react';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { HStack, Stack } from 'styled-system/jsx';
import { IconSprite, SpriteIcon } from './IconSprite';

const icons = { in: ArrowDownLeft, out: ArrowUpRight, swap: ArrowLeftRight };

/** Sized and coloured by CSS, as a row styles its icons. */
const row = css({ '& svg': { width: '5', height: '5', color: 'fg.muted' } });
const large = css({ '& svg': { width: '10', height: '10', color: 'accent.text' } });

/** The sprite's icons as SpriteIcons, beside lucide's own (they must look the same), at two sizes. */
function Comparison() {
  const sprite = useId();
  return (
    <Stack gap="4">
      <IconSprite id={sprite} icons={icons} />
      {[row, large].map((size) => (
        <HStack key={size} gap="6" className={size}>
          <HStack gap="2" data-testid="sprite">
            {Object.keys(icons).map((name) => (
              <SpriteIcon key={name} sprite={sprite} name={name} />
            ))}
          </HStack>
          <HStack gap="2" data-testid="lucide">
            <ArrowDownLeft aria-hidden />
            <ArrowUpRight aria-hidden />
            <ArrowLeftRight aria-hidden />
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Design system/IconSprite',
  component: Comparison,
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each SpriteIcon draws its symbol (found on the page), at the size and colour its place gives it. */
export const BesideLucide: Story = {
  play: async ({ canvasElement }) => {
    const [sprite] = within(canvasElement).getAllByTestId('sprite');
    const [lucide] = within(canvasElement).getAllByTestId('lucide');
    const uses = sprite?.querySelectorAll('use') ?? [];
    await expect(uses).toHaveLength(3);
    for (const use of uses) {
      const target = use.getAttribute('href')?.slice(1) ?? '';
      await expect(canvasElement.ownerDocument.getElementById(target)?.tagName).toBe('symbol');
    }
    const drawn = sprite?.querySelector('svg')?.getBoundingClientRect();
    const reference = lucide?.querySelector('svg')?.getBoundingClientRect();
    await expect(drawn?.width).toBe(reference?.width);
    await expect(sprite?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
