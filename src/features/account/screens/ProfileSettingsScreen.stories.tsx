import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@/design-system';
import { focusMovedInto } from '@/design-system/fixtures/focus';
import { demoUsers } from '@/mocks/fixtures/demo-users';
import { getDb } from '@/mocks/db/store';
import { publicUser } from '@/mocks/rest/identity';
import { scenarios } from '@/mocks/scenarios';
import { config } from '@/services/config/env';
import { Box } from 'styled-system/jsx';
import { ProfileSettingsScreen } from './ProfileSettingsScreen';
import { toastTexts } from '@/test/story-toasts';

const inMainLayout: Decorator = (Story) => (
  <Box as="main" p={{ base: '4', md: '8' }} minHeight="screenH" bg="canvas">
    <Story />
  </Box>
);

const meta = {
  title: 'Screens/Profile settings',
  component: ProfileSettingsScreen,
  decorators: [inMainLayout],
  parameters: { layout: 'fullscreen', route: '/profile-settings', session: 'customer' },
  beforeEach: () => {
    clearToasts();
    localStorage.removeItem('app_theme');
  },
} satisfies Meta<typeof ProfileSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('textbox', { name });
const loaded = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /^First name/ });

/** A small real picture, drawn in the browser, so the cropper has something to decode. */
async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#7c3aed';
    context.fillRect(0, 0, 64, 48);
    context.fillStyle = '#fbbf24';
    context.fillRect(20, 12, 24, 24);
  }
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((made) => (made ? resolve(made) : reject(new Error('no blob'))), 'image/png'),
  );
  return new File([blob], 'me.png', { type: 'image/png' });
}

const imageInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('[data-testid="profile-image-input"]') as HTMLInputElement;

/** The loaded profile: picture, details from the record, preferences, the password link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await expect(await loaded(canvasElement)).toHaveValue('Deniz');
    // A stored Turkish number in an English interface: Turkey's +90 in the country list, the national number beside it.
    await expect(field(canvasElement, /^Phone number/)).toHaveValue('0532 123 45 67');
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/profile-settings/change-password',
    );
  },
};

/** The screen loads the user itself: skeletons until it answers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.loading('GET /users/{id}')] } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  },
};

/** 'Error getting user' as a toast, and a retry in the page. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('GET /users/{id}')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your profile could not be loaded')).toBeVisible();
    await waitFor(() => expect(toastTexts()).toContain('Error getting user'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    // Toasts time out: closed before the screenshot, so it never depends on the machine's speed.
    clearToasts();
  },
};

/** Checked before sending: required names, no future birth date, a valid phone. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await loaded(canvasElement));
    const birthdate = field(canvasElement, /^Date of birth/);
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '12/31/2030');
    const phone = field(canvasElement, /^Phone number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+90532');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Your date of birth cannot be in the future.')).toBeVisible();
    await expect(canvas.getByText('This is not a valid phone number for the selected country.')).toBeVisible();
  },
};

/** While PUT /users/{id} is under way the button says so and the form is busy. */
export const Saving: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.loading('PUT /users/{id}')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.type(field(canvasElement, /^Nickname/), 'dd');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeVisible();
  },
};

/** 'Error updating user': everything typed stays. */
export const SaveError: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('PUT /users/{id}')] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await loaded(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Derya');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toastTexts()).toContain('Error updating user'));
    await expect(await canvas.findByText(/Your changes were not saved/)).toBeVisible();
    await expect(name).toHaveValue('Derya');
    clearToasts();
  },
};

/** Saved: the record is the server's answer now. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const nickname = field(canvasElement, /^Nickname/);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'deniz42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Your profile has been saved.')).toBeVisible();
  },
};

/** A picture over 5 MB is refused before anything is cropped or sent. */
export const ImageTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(imageInput(canvasElement), big);
    await expect(await within(canvasElement).findByText('This picture is larger than 5 MB. Choose a smaller one.')).toBeVisible();
  },
};

/** The square crop, in the design system's dialog; the cropper loaded on demand. */
export const CropDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.upload(imageInput(canvasElement), await pngFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('img', { name: 'The picture you chose' })).toBeVisible());
    // The dialog takes the focus a frame after it opens: a focus given before that is moved.
    await focusMovedInto(dialog);
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    // Focus lands where it will in every run.
    zoom.focus();
    await expect(zoom).toHaveFocus();
  },
};

/** The upload fails: the catalogue message, and the dialog stays to try again. */
export const ImageUploadError: Story = {
  parameters: { msw: { handlers: { identity: [scenarios.identity.error('POST /users/{id}/image')] } } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.upload(imageInput(canvasElement), await pngFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your picture' }, { timeout: 5000 });
    const save = await within(dialog).findByRole('button', { name: 'Save picture' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 5000 });
    // As a customer would: the dialog has taken the focus (a frame after it opens) before Save is pressed.
    await focusMovedInto(dialog);
    await userEvent.click(save);
    // Between Save and the toast: the square encoded as JPEG (off the main thread), the upload's XHR through MSW's
    // service worker, then the answer. On a busy clean-clone run that took longer than waitFor's default second.
    await waitFor(() => expect(toastTexts()).toContain('An error occurred while updating user image, please try again later'), {
      timeout: 5000,
    });
    await expect(await within(dialog).findByRole('button', { name: 'Save picture' })).toBeVisible();
    clearToasts();
  },
};

/** Long names and nickname wrap inside their fields. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: {
        identity: [
          http.get(`${config.apiBaseUrl}/identity/api/v1/users/:id`, () => {
            const user = getDb().users.find((item) => item.id === demoUsers.customer.userId);
            return user
              ? HttpResponse.json({
                  ...publicUser(user),
                  name: 'Maximiliana Alexandrina Konstantina',
                  lastname: 'Papadopoulou-Wolfeschlegelsteinhausen',
                  nickname: 'the-very-longest-nickname-allowed-here',
                })
              : HttpResponse.json({ message: 'User not found' }, { status: 404 });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await loaded(canvasElement)).toHaveValue('Maximiliana Alexandrina Konstantina');
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Ad/ })).toHaveValue('Deniz');
    await expect(canvas.getByRole('textbox', { name: /^Doğum tarihi/ })).toHaveAttribute('placeholder', 'GG.AA.YYYY');
  },
};

/** A day that does not exist, typed the Turkish way: the message names the format (it replaces the hint). */
export const TurkishDateNotADay: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Ad/ })).toHaveValue('Deniz');
    const birthdate = field(canvasElement, /^Doğum tarihi/);
    await userEvent.clear(birthdate);
    await userEvent.type(birthdate, '31.02.1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await expect(await canvas.findByText('GG.AA.YYYY biçiminde gerçek bir tarih girin.')).toBeVisible();
    await expect(birthdate).toHaveValue('31.02.1990');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
  },
};
