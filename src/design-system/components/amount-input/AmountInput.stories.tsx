import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from 'styled-system/jsx';
import { parseAmountInput, type DecimalString } from '@/shared/money';
import { Field } from '../field';
import { AmountEcho, AmountInput, useAmountInputErrorMessage } from './AmountInput';

interface DemoProps {
  initial?: string;
  decimals: number;
  symbol: string;
  usdPrice?: DecimalString;
  max?: string;
  label: string;
}

/** The way a form uses it: a Field with the echo as its hint and parseAmountInput's refusal as its error. */
function AmountField({ initial = '', decimals, symbol, usdPrice, max, label }: DemoProps) {
  const [text, setText] = useState(initial);
  const errorMessage = useAmountInputErrorMessage();
  const parsed = parseAmountInput(text, { decimals });
  const error = !parsed.ok && parsed.reason !== 'empty' ? errorMessage(parsed.reason, { decimals, symbol }) : undefined;
  return (
    <Field label={label} hint={<AmountEcho text={text} decimals={decimals} symbol={symbol} usdPrice={usdPrice} />} error={error}>
      <AmountInput value={text} onValueChange={setText} symbol={symbol} onMax={max ? () => setText(max) : undefined} />
    </Field>
  );
}

const meta = {
  title: 'Design system/AmountInput',
  component: AmountField,
  args: { decimals: 8, symbol: 'BTC', usdPrice: '43210.50', label: 'Amount' },
  decorators: [
    (Story) => (
      <Box maxWidth="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** "0,5" typed in English is one half: the echo reads it back with the dollar value. */
export const CommaInEnglish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(field, '0,5');
    await expect(canvas.getByText('0.5 BTC ≈ $21,605.25')).toBeVisible();
    await expect(field).toHaveValue('0,5');
  },
};

export const Turkish: Story = {
  args: { label: 'Tutar' },
  globals: { locale: 'tr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tutar' }), '1234.25');
    await expect(
      canvas.getByText('1.234,25 BTC ≈ $53,332,559.63', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeVisible();
  },
};

/** More fraction digits than the asset holds: the text stays as typed, with the reason. */
export const TooManyDecimals: Story = {
  args: { symbol: 'USDT', decimals: 6, usdPrice: '1', initial: '10.1234567' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('10.1234567');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'USDT allows at most 6 decimal places.',
    );
  },
};

export const NotANumber: Story = { args: { initial: '1,000.50' } };

export const WithMax: Story = {
  args: { max: '0.12345678' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Max: the most BTC you can use' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.12345678');
  },
};

export const WithoutPrice: Story = { args: { initial: '250', symbol: 'GAME', decimals: 18, usdPrice: undefined } };

export const Dark: Story = { args: { initial: '0.5', max: '1' }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { initial: '0.5', max: '1' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
