import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { THEME_STORAGE_KEY } from '@/services/theme';
import { Box } from 'styled-system/jsx';
import { Preferences } from './Preferences';
import { chooseOption } from '@/test/story-select';

/** The page's canvas colour as the browser paints it (tells the light theme from the dark one). */
const canvasColour = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

const meta = {
  title: 'Features/Account/Preferences',
  component: Preferences,
  parameters: { layout: 'padded', route: '/profile-settings', session: 'customer' },
  decorators: [
    (Story) => (
      <Box p="6" bg="canvas" data-testid="canvas">
        <Story />
      </Box>
    ),
  ],
  beforeEach: () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    // The choice is stored on the device: later stories must not inherit it.
    return () => localStorage.removeItem(THEME_STORAGE_KEY);
  },
} satisfies Meta<typeof Preferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Türkçe, then Koyu: the texts turn Turkish at once, then the dark theme paints the page (issue 19). */
export const SwitchLanguageAndTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('canvas');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Preferences' })).toBeVisible();
    const light = canvasColour(page);

    await userEvent.click(canvas.getByText('Türkçe'));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Tercihler' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Türkçe' })).toBeChecked();

    await chooseOption(canvas.getByRole('combobox', { name: /^Tema/ }), 'Koyu');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await expect(canvas.getByRole('combobox', { name: /^Tema/ })).toHaveTextContent('Koyu');
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(canvasColour(page)).not.toBe(light));
  },
};
