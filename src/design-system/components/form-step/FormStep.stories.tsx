import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box, HStack, styled } from 'styled-system/jsx';
import { Button } from '../button';
import { Field, Input } from '../field';
import { Spinner } from '../spinner';
import { FormAlert } from './FormAlert';
import { FormStep } from './FormStep';
import { FormStepFlow } from './FormStepFlow';

const ignoreSubmit = (_event: FormEvent<HTMLFormElement>) => undefined;

const sendFields = (
  <>
    <Field label="Recipient address" hint="Only send Bitcoin to a Bitcoin address." required>
      <Input defaultValue="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" spellCheck={false} />
    </Field>
    <Field label="Amount" required>
      <Input inputMode="decimal" defaultValue="0.015" />
    </Field>
  </>
);

const continueButton = (
  <Button type="submit" size="lg" fullWidth>
    Continue
  </Button>
);

const cancelButton = (
  <styled.div>
    <Button variant="ghost" size="sm">
      Cancel
    </Button>
  </styled.div>
);

const meta = {
  title: 'Design system/FormStep',
  component: FormStep,
  args: {
    title: 'Send Bitcoin',
    description: 'Check the address twice: a transfer cannot be undone.',
    onSubmit: ignoreSubmit,
    children: sendFields,
    actions: continueButton,
    footer: cancelButton,
  },
  decorators: [
    (Story) => (
      <Box width="md" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FormStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the form and the description describes it; the fields and the submit are inside it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Send Bitcoin' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Send Bitcoin' });
    await expect(form).toHaveAccessibleDescription('Check the address twice: a transfer cannot be undone.');
    await expect(form).toHaveAttribute('novalidate');
    await expect(form).not.toHaveAttribute('aria-busy');
    await expect(within(form).getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A server error about the whole form sits above the fields, read out at once, with a way out. */
export const WithErrorAlert: Story = {
  args: {
    alert: (
      <FormAlert
        action={
          <Button variant="outline" size="sm">
            Try again
          </Button>
        }
      >
        The network fee changed while you were typing. Check the new total.
      </FormAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('The network fee changed while you were typing. Check the new total.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(alert).toHaveAttribute('tabindex', '-1');
  },
};

/** Success and info are polite status messages, not alerts. */
export const WithSuccessAlert: Story = {
  args: {
    alert: <FormAlert tone="success">We sent a new code to a***@w***.</FormAlert>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent a new code to a***@w***.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const WithInfoAlert: Story = {
  args: {
    alert: (
      <FormAlert tone="info" title="Network maintenance">
        Ethereum withdrawals may take up to an hour today.
      </FormAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Network maintenance');
    await expect(status).toHaveTextContent('Ethereum withdrawals may take up to an hour today.');
  },
};

/** While the submit is under way the form is busy and the button shows it (and keeps its focus). */
export const Submitting: Story = {
  args: {
    submitting: true,
    actions: (
      <Button type="submit" size="lg" fullWidth loading>
        Sending…
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Send Bitcoin' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** "Step 2 of 3" above the title; it also describes the form. */
export const StepIndicator: Story = {
  args: { step: { current: 2, total: 3 }, title: 'Confirm the transfer', description: 'Enter the code we sent you.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Confirm the transfer' })).toHaveAccessibleDescription(
      'Step 2 of 3 Enter the code we sent you.',
    );
  },
};

/** Inside a page that has its own h1, the step's title is a lower heading. */
export const SectionHeading: Story = {
  args: { titleLevel: 2, title: 'Profile details', description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile details' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Profile details' })).not.toHaveAttribute('aria-describedby');
  },
};

/** Without a submit handler there is no form: the frame holds what stands in for it while data loads. */
export const WithoutForm: Story = {
  args: {
    onSubmit: undefined,
    actions: undefined,
    footer: undefined,
    children: (
      <HStack gap="3" color="fg.muted" textStyle="body.md">
        <Spinner size="sm" tone="accent" decorative />
        <styled.span role="status">Checking your limits…</styled.span>
      </HStack>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your limits…');
  },
};

/** A failed submit can move focus to the alert, so keyboard and screen-reader users land on the reason. */
export const FocusesAlertAfterFailedSubmit: Story = {
  render: (args) => {
    const [failed, setFailed] = useState(0);
    return (
      <FormStep
        {...args}
        alert={
          failed > 0 && (
            <FormAlert key={failed} focusOnShow>
              Not enough balance to cover the amount and the network fee.
            </FormAlert>
          )
        }
        onSubmit={() => setFailed((count) => count + 1)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Not enough balance to cover the amount and the network fee.');
    await waitFor(() => expect(alert).toHaveFocus());
    // Another failed submit (the page did not reload): the new alert takes focus from the button again.
    const button = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(button);
    await expect(button).not.toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};

/**
 * Steps in a FormStepFlow: Continue and Back go with their step, and the new step's title takes the focus, so the
 * keyboard carries on from there (Tab reaches its first field) and a screen reader announces it.
 */
export const FocusMovesWithTheFlow: Story = {
  render: (args) => {
    const [step, setStep] = useState(1);
    return (
      <FormStepFlow step={String(step)}>
        {step === 1 ? (
          <FormStep {...args} key="details" step={{ current: 1, total: 2 }} onSubmit={() => setStep(2)} />
        ) : (
          <FormStep
            {...args}
            key="confirm"
            step={{ current: 2, total: 2 }}
            title="Confirm the transfer"
            description="Enter the code we sent you."
            onSubmit={ignoreSubmit}
            children={
              <Field label="Code" required>
                <Input inputMode="numeric" />
              </Field>
            }
            actions={
              <Button type="button" variant="outline" onClick={() => setStep(1)}>
                Back
              </Button>
            }
          />
        )}
      </FormStepFlow>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Nothing moves when the flow first shows.
    await expect(canvas.getByRole('heading', { name: 'Send Bitcoin' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Confirm the transfer' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Code/ })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Send Bitcoin' })).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    step: { current: 12, total: 14 },
    title: 'Confirm the withdrawal of your Ethereum to the external wallet address you entered',
    description:
      'We sent a six-digit verification code to your email address and your phone. Enter both within ten minutes; after that, ask for new ones and the old codes stop working.',
    alert: (
      <FormAlert
        title="The verification code is not right"
        action={
          <Button variant="outline" size="sm">
            Send new codes
          </Button>
        }
      >
        Check that you entered the newest code from the email and the newest code from the text message, without spaces.
      </FormAlert>
    ),
  },
};

export const Turkish: Story = {
  args: {
    step: { current: 2, total: 3 },
    title: 'Bitcoin gönder',
    description: 'Adresi iki kez kontrol edin: transfer geri alınamaz.',
    alert: <FormAlert>Ağ ücreti siz yazarken değişti. Yeni toplamı kontrol edin.</FormAlert>,
    children: (
      <>
        <Field label="Alıcı adresi" required>
          <Input defaultValue="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" spellCheck={false} />
        </Field>
        <Field label="Tutar" required>
          <Input inputMode="decimal" defaultValue="0,015" />
        </Field>
      </>
    ),
    actions: (
      <Button type="submit" size="lg" fullWidth>
        Devam et
      </Button>
    ),
    footer: undefined,
  },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Adım 2/3')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Bitcoin gönder' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ağ ücreti siz yazarken değişti.');
  },
};

/** Every alert tone in the dark theme (axe checks their contrast). */
export const Dark: Story = {
  args: {
    step: { current: 1, total: 3 },
    alert: (
      <>
        <FormAlert>The network fee changed while you were typing.</FormAlert>
        <FormAlert tone="success">Address saved to your address book.</FormAlert>
        <FormAlert tone="info" title="Network maintenance">
          Withdrawals may take longer today.
        </FormAlert>
      </>
    ),
  },
  globals: { theme: 'dark' },
};

/** On a phone the frame fills the width; long words wrap instead of overflowing. */
export const Mobile: Story = {
  args: {
    step: { current: 1, total: 2 },
    alert: <FormAlert>The network fee changed while you were typing. Check the new total.</FormAlert>,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  // Padded, not centred: the frame's width is capped by the screen, as in a page.
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Send Bitcoin' });
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('alert').getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
