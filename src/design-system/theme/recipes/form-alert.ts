import { defineSlotRecipe } from '@pandacss/dev';

/** A message about a whole form (a server answer) above its fields: error, success or info. */
export const formAlertRecipe = defineSlotRecipe({
  className: 'form-alert',
  description: 'Form-level error, success and info messages, with an optional action.',
  slots: ['root', 'icon', 'content', 'title', 'message', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      color: 'fg.default',
      borderLeftWidth: 'accent',
      borderLeftStyle: 'solid',
      borderRadius: 'md',
      px: '4',
      py: '3',
      outline: 'none',
      _focusVisible: { boxShadow: 'focus' },
    },
    icon: { flexShrink: '0', pt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' },
    title: { textStyle: 'label' },
    // An address or a hash in a message wraps instead of running out of the box.
    message: { textStyle: 'body.md', overflowWrap: 'break-word' },
    action: { pt: '1' },
  },
  variants: {
    tone: {
      danger: {
        root: { bg: 'danger.muted', borderColor: 'danger.default' },
        icon: { color: 'danger.text' },
        title: { color: 'danger.text' },
      },
      success: {
        root: { bg: 'success.muted', borderColor: 'success.default' },
        icon: { color: 'success.text' },
        title: { color: 'success.text' },
      },
      info: {
        root: { bg: 'info.muted', borderColor: 'info.default' },
        icon: { color: 'info.text' },
        title: { color: 'info.text' },
      },
    },
  },
  defaultVariants: { tone: 'danger' },
});
