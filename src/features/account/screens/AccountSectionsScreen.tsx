import { useIntl } from 'react-intl';
import { Heading } from '@/design-system';
import { Stack } from 'styled-system/jsx';
import { DeleteAccountSection } from '../delete-account/DeleteAccountSection';
import { KycSection } from '../kyc/KycSection';

/**
 * Issue 19 part B, standing in for /profile-settings until the profile screen (part A) composes these
 * sections itself: the integrator keeps KycSection and DeleteAccountSection and drops this screen.
 */
export function AccountSectionsScreen() {
  const intl = useIntl();
  return (
    <Stack gap="6" width="full" maxWidth="3xl">
      <Heading level={1}>{intl.formatMessage({ id: 'routes.profile-settings.title' })}</Heading>
      <KycSection />
      <DeleteAccountSection />
    </Stack>
  );
}
