import { Check, Circle } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VisuallyHidden } from '../visually-hidden';
import { Box, Grid, HStack, styled } from 'styled-system/jsx';
import { meetsPasswordRule, PASSWORD_MIN_LENGTH, PASSWORD_RULES } from './password-policy';

export interface PasswordChecklistProps {
  password: string;
  /** Referenced by the password input's aria-describedby. */
  id?: string;
}

/**
 * Cognito's password policy as a live checklist under a new-password field: each rule turns green as it is
 * met, before anything is submitted. Each item says "met" / "not met yet" to screen readers.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Box id={id}>
      <styled.p id={titleId} textStyle="body.sm" color="fg.muted" mb="1.5">
        <FormattedMessage id="ds.password.rules.title" />
      </styled.p>
      <Grid as="ul" aria-labelledby={titleId} columns={{ base: 1, sm: 2 }} columnGap="4" rowGap="1">
        {PASSWORD_RULES.map((rule) => {
          const met = meetsPasswordRule(rule, password);
          return (
            <HStack as="li" key={rule} gap="1.5" textStyle="body.sm" color={met ? 'success.text' : 'fg.muted'} data-met={met}>
              <Box flexShrink="0" display="inline-flex">
                {met ? <Check size={14} aria-hidden /> : <Circle size={14} aria-hidden />}
              </Box>
              <span>
                <FormattedMessage id={`ds.password.rules.${rule}`} values={{ min: PASSWORD_MIN_LENGTH }} />
                <VisuallyHidden>
                  {intl.formatMessage({ id: met ? 'ds.password.rules.met' : 'ds.password.rules.notMet' })}
                </VisuallyHidden>
              </span>
            </HStack>
          );
        })}
      </Grid>
    </Box>
  );
}
