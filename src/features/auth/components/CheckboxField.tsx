import type { ReactNode } from 'react';
import { Checkbox } from '@/design-system';
import { Stack, styled } from 'styled-system/jsx';

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
      <styled.p aria-live="polite" textStyle="body.sm" fontWeight="medium" color="danger.text" _empty={{ display: 'none' }}>
        {error}
      </styled.p>
    </Stack>
  );
}
