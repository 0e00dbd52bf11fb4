import type { ReactNode } from 'react';
import { Heading } from '@/design-system';
import { Stack, styled } from 'styled-system/jsx';

export interface AuthHeaderProps {
  title: ReactNode;
  description?: ReactNode;
}

/** The screen's one level-1 heading, with a line of explanation under it. */
export function AuthHeader({ title, description }: AuthHeaderProps) {
  return (
    <Stack gap="2">
      <Heading level={1}>{title}</Heading>
      {description && (
        <styled.p textStyle="body.lg" color="fg.muted">
          {description}
        </styled.p>
      )}
    </Stack>
  );
}
