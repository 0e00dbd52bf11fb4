import { defineSlotRecipe } from '@pandacss/dev';

/**
 * One frame for every step of a form (sign-in, sign-up, password reset, and the send, conversion, NFT,
 * profile and support flows to come): header, alert, the form with its actions, and a footer.
 */
export const formStepRecipe = defineSlotRecipe({
  className: 'form-step',
  description: 'A step of a form: heading and description, an alert about the whole form, the fields, actions and footer.',
  slots: ['root', 'header', 'step', 'description', 'alert', 'form', 'body', 'actions', 'footer'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6', width: 'full' },
    header: { display: 'flex', flexDirection: 'column', gap: '2' },
    step: { textStyle: 'label', color: 'accent.text' },
    description: { textStyle: 'body.lg', color: 'fg.muted' },
    // Slots that render nothing take no gap.
    alert: { display: 'flex', flexDirection: 'column', gap: '6', _empty: { display: 'none' } },
    body: { display: 'flex', flexDirection: 'column', gap: '4', _empty: { display: 'none' } },
    actions: { display: 'flex', flexDirection: 'column', gap: '3', _empty: { display: 'none' } },
    footer: { display: 'flex', flexDirection: 'column', gap: '6', _empty: { display: 'none' } },
  },
  variants: {
    width: {
      full: {},
      // A line length that stays readable beside a sidebar.
      readable: { root: { maxWidth: 'xl' } },
    },
  },
  defaultVariants: { width: 'full' },
});
