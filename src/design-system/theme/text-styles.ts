import { defineTextStyles } from '@pandacss/dev';

export const textStyles = defineTextStyles({
  display: {
    value: { fontFamily: 'heading', fontSize: '3xl', fontWeight: 'bold', lineHeight: 'tight', letterSpacing: 'tight' },
  },
  heading: {
    xl: { value: { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight', letterSpacing: 'tight' } },
    lg: { value: { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug' } },
    md: { value: { fontFamily: 'heading', fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug' } },
    sm: { value: { fontFamily: 'heading', fontSize: 'md', fontWeight: 'semibold', lineHeight: 'snug' } },
  },
  body: {
    lg: { value: { fontFamily: 'body', fontSize: 'md', fontWeight: 'regular', lineHeight: 'normal' } },
    md: { value: { fontFamily: 'body', fontSize: 'sm', fontWeight: 'regular', lineHeight: 'normal' } },
    sm: { value: { fontFamily: 'body', fontSize: 'xs', fontWeight: 'regular', lineHeight: 'normal' } },
  },
  label: {
    value: { fontFamily: 'body', fontSize: 'sm', fontWeight: 'medium', lineHeight: 'tight' },
  },
  caption: {
    value: { fontFamily: 'body', fontSize: 'xs', fontWeight: 'medium', lineHeight: 'tight', letterSpacing: 'wide' },
  },
  amount: {
    value: { fontFamily: 'body', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' },
  },
  mono: {
    value: { fontFamily: 'mono', fontSize: 'sm', lineHeight: 'normal' },
  },
});
