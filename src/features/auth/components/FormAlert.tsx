import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Box, HStack, Stack, styled } from 'styled-system/jsx';

export type FormAlertTone = 'danger' | 'success' | 'info';

export interface FormAlertProps {
  tone?: FormAlertTone;
  title?: ReactNode;
  children: ReactNode;
  /** A link or button that resolves the problem (e.g. "Confirm your email"). */
  action?: ReactNode;
}

const icons = { danger: CircleAlert, success: CircleCheck, info: Info } as const;

/**
 * A message about the whole form (a server answer), above the fields. Errors are alerts (read out at once);
 * success and info are polite status messages. Focusable, so a screen can move focus to it.
 */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { tone = 'danger', title, children, action },
  ref,
) {
  const Icon = icons[tone];
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-tone={tone}
      bg={`${tone}.muted`}
      color="fg.default"
      borderLeftWidth="accent"
      borderLeftStyle="solid"
      borderColor={`${tone}.default`}
      borderRadius="md"
      px="4"
      py="3"
      outline="none"
      _focusVisible={{ boxShadow: 'focus' }}
    >
      <HStack gap="3" alignItems="flex-start">
        <Box color={`${tone}.text`} flexShrink="0" pt="0.5">
          <Icon size={18} aria-hidden />
        </Box>
        <Stack gap="1" minWidth="0">
          {title && (
            <styled.p textStyle="label" color={`${tone}.text`}>
              {title}
            </styled.p>
          )}
          <styled.div textStyle="body.md">{children}</styled.div>
          {action && <Box pt="1">{action}</Box>}
        </Stack>
      </HStack>
    </Box>
  );
});
