import { defineSlotRecipe } from '@pandacss/dev';

export const totalBalanceRecipe = defineSlotRecipe({
  className: 'total-balance',
  description: 'The dollar total of every asset account, on the brand surface.',
  slots: ['root', 'label', 'amount', 'description', 'icon'],
  base: {
    root: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: { base: '5', md: '6' },
      bgGradient: 'brand',
      color: 'fg.onAccent',
      borderRadius: '2xl',
      boxShadow: 'raised',
      overflow: 'hidden',
    },
    label: { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'label', opacity: '0.9' },
    icon: { display: 'inline-flex', '& svg': { width: '4', height: '4' } },
    // A line of its own size while the skeleton shows: the total takes exactly that room when it arrives.
    amount: { textStyle: 'amount', fontSize: { base: '3xl', md: '4xl' }, letterSpacing: 'tight', minHeight: '1lh' },
    // Room for the description even while loading (its placeholder), so what follows the box does not move when
    // the total arrives: two lines on a phone, where the count and the assets left out wrap, one from md up.
    description: { textStyle: 'body.sm', opacity: '0.85', minHeight: { base: '2lh', md: '1lh' } },
  },
});
