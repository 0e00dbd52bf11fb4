import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, HStack, Stack } from 'styled-system/jsx';
import { Card } from '../card';
import { VisuallyHidden } from '../visually-hidden';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rect: Story = { args: { width: '64', height: '24' } };
export const Text: Story = { args: { variant: 'text', lines: 3, width: '64' } };
export const Circle: Story = { args: { variant: 'circle', width: '12' } };

/** Composed like the card it stands in for; decorative to screen readers (the region says it is busy). */
export const CardPlaceholder: Story = {
  render: () => (
    <Box width="xs">
      <Card aria-busy="true">
        <VisuallyHidden>Loading asset</VisuallyHidden>
        <HStack gap="3">
          <Skeleton variant="circle" width="10" />
          <Stack gap="2" flex="1">
            <Skeleton variant="text" width="24" />
            <Skeleton variant="text" width="40" />
          </Stack>
        </HStack>
        <Skeleton height="8" width="40" />
      </Card>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    for (const shape of canvasElement.querySelectorAll('.skeleton')) await expect(shape).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dark: Story = {
  render: () => (
    <Stack gap="3" width="64">
      <Skeleton variant="circle" width="12" />
      <Skeleton variant="text" lines={3} />
      <Skeleton height="20" />
    </Stack>
  ),
  globals: { theme: 'dark' },
};

/** Sized by what it stands for: as tall as the line of text that replaces it, which stays invisible. */
export const SizedByContent: Story = {
  render: () => (
    <Stack gap="3" width="64">
      <Box data-testid="placeholder" fontSize="lg">
        <Skeleton>
          <span>0x52908400098527886E0F7030069857D2E4169EE7</span>
        </Skeleton>
      </Box>
      <Box data-testid="content" fontSize="lg">
        <div>
          <span>0x52908400098527886E0F7030069857D2E4169EE7</span>
        </div>
      </Box>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-testid="placeholder"] .skeleton');
    const content = canvasElement.querySelector('[data-testid="content"] > div');
    if (!placeholder || !content) throw new Error('Both lines should be on the page.');
    await expect(placeholder.getBoundingClientRect().height).toBe(content.getBoundingClientRect().height);
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(placeholder.querySelector('span')).not.toBeVisible();
  },
};
