/**
 * The look every text-like control shares (input, textarea, password, select trigger, phone number), so
 * a form reads as one piece. Spread into each control's own recipe.
 */
export const controlStyles = {
  width: 'full',
  minWidth: '0',
  bg: 'surface',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontFamily: 'body',
  fontSize: 'sm',
  lineHeight: 'normal',
  transitionProperty: 'border-color, box-shadow, background',
  transitionDuration: 'fast',
  transitionTimingFunction: 'standard',
  outline: '2px solid transparent',
  _placeholder: { color: 'fg.subtle' },
  _hover: { borderColor: 'fg.subtle' },
  // A transparent outline stays visible in forced-colours mode; the ring carries the focus otherwise.
  '&:is(:focus-visible, [data-focus])': { borderColor: 'accent.default', boxShadow: 'focus', outline: '2px solid transparent' },
  _invalid: { borderColor: 'danger.default', _focusVisible: { borderColor: 'danger.default', boxShadow: 'none' } },
  _disabled: { bg: 'surface.sunken', color: 'fg.disabled', cursor: 'not-allowed', _hover: { borderColor: 'border.strong' } },
  _readOnly: { bg: 'surface.sunken' },
} as const;

/** Floating panels (select list, menu, tooltip-free popovers). */
export const popoverStyles = {
  bg: 'surface.raised',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'raised',
  p: '1',
  zIndex: 'dropdown',
  outline: 'none',
  _open: { animation: 'scaleIn {durations.fast} {easings.standard}' },
  _closed: { animation: 'scaleOut {durations.fast} {easings.standard}' },
} as const;

/** A row inside a floating list (select option, menu item). */
export const listItemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '2.5',
  px: '2.5',
  py: '2',
  borderRadius: 'md',
  textStyle: 'body.md',
  color: 'fg.default',
  cursor: 'pointer',
  userSelect: 'none',
  _highlighted: { bg: 'surface.hover' },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
  '& svg': { width: '4', height: '4', flexShrink: '0' },
} as const;
