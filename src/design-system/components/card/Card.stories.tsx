import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Grid } from 'styled-system/jsx';
import { Button } from '../button';
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Design system/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    title: 'Security',
    description: 'Change your password and review the devices signed in to your account.',
    later: 'Later',
    review: 'Review',
  },
  tr: {
    title: 'Güvenlik',
    description: 'Şifrenizi değiştirin ve hesabınıza giriş yapmış cihazları gözden geçirin.',
    later: 'Daha sonra',
    review: 'İncele',
  },
};

function Example({
  variant,
  long = false,
  locale = 'en',
}: {
  variant?: 'elevated' | 'outline' | 'interactive';
  long?: boolean;
  locale?: keyof typeof copy;
}) {
  const text = copy[locale];
  return (
    <Box width="sm" maxWidth="full">
      <Card variant={variant}>
        <CardHeader>
          <CardTitle>{long ? 'Unreceived deposit assistance for transfers sent to a wrong network' : text.title}</CardTitle>
          <CardDescription>
            {long
              ? 'If a deposit has not arrived after the expected number of confirmations, send us the transaction hash, the network and the amount, and our team will trace it for you.'
              : text.description}
          </CardDescription>
        </CardHeader>
        <CardFooter>
          <Button variant="ghost" size="sm">
            {text.later}
          </Button>
          <Button size="sm">{text.review}</Button>
        </CardFooter>
      </Card>
    </Box>
  );
}

export const Default: Story = { render: () => <Example /> };

export const Variants: Story = {
  render: () => (
    <Grid columns={3} gap="4">
      <Example variant="elevated" />
      <Example variant="outline" />
      <Example variant="interactive" />
    </Grid>
  ),
};

export const LongText: Story = { render: () => <Example long /> };

export const Padding: Story = {
  render: () => (
    <Grid columns={3} gap="4">
      {(['sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} padding={padding}>
          <CardBody>
            <Box textStyle="body.md">Padding {padding}</Box>
          </CardBody>
        </Card>
      ))}
    </Grid>
  ),
};

export const Dark: Story = { render: () => <Example />, globals: { theme: 'dark' } };

export const Mobile: Story = {
  render: () => <Example long />,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Turkish: Story = { render: () => <Example locale="tr" />, globals: { locale: 'tr' } };
