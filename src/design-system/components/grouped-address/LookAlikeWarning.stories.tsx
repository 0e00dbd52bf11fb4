import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { LookAlikeWarning, type LookAlikeWarningProps } from './LookAlikeWarning';

// A poisoned address: the first six and last four characters of a past recipient, everything between different.
const past = '0x52908400098527886E0F7030069857D2E4169EE7';
const typed = '0x5290a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d69EE7';

/** The warning with its checkbox wired, as a form holds it. */
function Stateful(props: LookAlikeWarningProps) {
  const [accepted, setAccepted] = useState(props.accepted);
  return (
    <LookAlikeWarning
      {...props}
      accepted={accepted}
      onAcceptedChange={(next) => {
        setAccepted(next);
        props.onAcceptedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/LookAlikeWarning',
  component: LookAlikeWarning,
  args: {
    typed,
    typedDiffers: [6, 38],
    past,
    pastDiffers: [6, 38],
    accepted: false,
    onAcceptedChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <Box width="2xl" maxWidth="full">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof LookAlikeWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both addresses in groups, the differing characters marked; the form waits for the confirmation. */
export const Unconfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This address looks like one you used before')).toBeVisible();
    await expect(canvas.getByText('Address you entered')).toBeVisible();
    await expect(canvas.getByText('Address you sent to before')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /this is the address I mean/ })).not.toBeChecked();
  },
};

/** Confirming tells the form, which may then go on. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /this is the address I mean/ });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onAcceptedChange).toHaveBeenCalledWith(true);
  },
};

/** On a phone the two addresses stack, each wrapping in whole groups. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Address you sent to before')).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bu adres daha önce kullandığınız bir adrese benziyor')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /kastettiğim adres bu/ })).toBeVisible();
  },
};
