import type { ReactNode } from 'react';
import { Checkbox } from '@/design-system';
import { CircleAlert } from 'lucide-react';
import { Box, HStack, Stack } from 'styled-system/jsx';

export interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** Translated message while invalid; announced politely when it appears. */
  error?: string;
  required?: boolean;
}

/** A checkbox that must be ticked (terms), with its validation message under it. */
export function CheckboxField({ error, ...props }: CheckboxFieldProps) {
  return (
    <Stack gap="1">
      <Checkbox {...props} invalid={Boolean(error)} />
      <HStack aria-live="polite" gap="1.5" alignItems="flex-start" textStyle="body.sm" fontWeight="medium" color="danger.text">
        {error && (
          <>
            <Box flexShrink="0" mt="0.5">
              <CircleAlert size={14} aria-hidden />
            </Box>
            <span>{error}</span>
          </>
        )}
      </HStack>
    </Stack>
  );
}
