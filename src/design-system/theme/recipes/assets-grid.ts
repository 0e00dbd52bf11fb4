import { defineSlotRecipe } from '@pandacss/dev';

export const assetsGridRecipe = defineSlotRecipe({
  className: 'assets-grid',
  description: 'Responsive grid of asset cards, with a skeleton grid while loading.',
  slots: ['root', 'item', 'skeleton'],
  base: {
    root: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
      gap: '4',
      listStyle: 'none',
      p: '0',
      m: '0',
    },
    item: { minWidth: '0' },
    skeleton: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      p: '5',
      bg: 'surface',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderRadius: 'xl',
    },
  },
});
