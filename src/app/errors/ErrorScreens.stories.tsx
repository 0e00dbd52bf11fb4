import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppErrorScreen, NewVersionScreen } from './ErrorScreens';

const meta = {
  title: 'Screens/Failure',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };

function expectScreen(heading: string, button: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: button })).toBeVisible();
  };
}

/** A render error: no stack, a reload button. */
export const RenderError: Story = {
  render: () => <AppErrorScreen />,
  play: expectScreen('Something went wrong', 'Reload'),
};

export const RenderErrorTurkish: Story = {
  ...RenderError,
  globals: { locale: 'tr' },
  play: expectScreen('Bir şeyler ters gitti', 'Yeniden yükle'),
};

export const RenderErrorPhone: Story = { ...RenderError, globals: phone };

/** A screen's chunk is gone after a deploy, and the one automatic reload did not help. */
export const NewVersion: Story = {
  render: () => <NewVersionScreen />,
  play: expectScreen('A new version is available', 'Reload'),
};

export const NewVersionTurkish: Story = {
  ...NewVersion,
  globals: { locale: 'tr' },
  play: expectScreen('Yeni bir sürüm var', 'Yeniden yükle'),
};

export const NewVersionPhone: Story = { ...NewVersion, globals: phone };
