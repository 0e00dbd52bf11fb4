import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { samplePngFile, sizedFile } from '../../fixtures/images';
import { FileUpload } from './FileUpload';

const MB = 1024 * 1024;

const meta = {
  title: 'Design system/FileUpload',
  component: FileUpload,
  args: {
    label: 'Profile picture',
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    maxFileSize: 2 * MB,
    onFilesChange: fn(),
  },
  decorators: [
    (Story) => (
      <Box width="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dropzone = within(canvasElement).getByRole('button', { name: 'Choose a file or drag it here' });
    await expect(dropzone).toHaveAccessibleDescription('PNG, JPEG, or WEBP, up to 2 MB');
  },
};

/** A chosen image shows a preview, its name and size, and a remove button. */
export const WithImagePreview: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = await samplePngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([file]);
    await expect(await canvas.findByText('profile-photo.png')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Preview of profile-photo.png' })).toHaveAttribute('src'));
  },
};

export const RemoveFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await samplePngFile());
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove profile-photo.png' }));
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText('profile-photo.png')).not.toBeInTheDocument();
  },
};

/** Wrong type: the file is refused with a message that names it and the accepted types. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await userEvent.upload(input, sizedFile('statement.pdf', 20_000, 'application/pdf'), { applyAccept: false });
    await expect(
      await within(canvasElement).findByText('statement.pdf is not an accepted file type. Use PNG, JPEG, or WEBP.'),
    ).toBeVisible();
  },
};

export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), sizedFile('holiday.jpg', 3 * MB, 'image/jpeg'));
    await expect(await within(canvasElement).findByText('holiday.jpg is larger than 2 MB.')).toBeVisible();
  },
};

export const TooMany: Story = {
  args: { maxFiles: 2, label: 'Documents', accept: ['application/pdf', 'image/png'], maxFileSize: 5 * MB },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), [
      sizedFile('a.pdf', 1000, 'application/pdf'),
      sizedFile('b.pdf', 1000, 'application/pdf'),
      sizedFile('c.pdf', 1000, 'application/pdf'),
    ]);
    await expect(await within(canvasElement).findByText('Choose at most 2 files.')).toBeVisible();
  },
};

/** An error from the form (e.g. the server refused the picture). */
export const ServerError: Story = {
  args: { error: 'An error occurred while updating user image, please try again later' },
};

export const Disabled: Story = { args: { disabled: true } };

export const Turkish: Story = {
  args: { label: 'Profil resmi' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), sizedFile('tatil.jpg', 3 * MB, 'image/jpeg'));
    await expect(await within(canvasElement).findByText('tatil.jpg, 2 MB sınırından büyük.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await samplePngFile());
    await within(canvasElement).findByText('profile-photo.png');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
