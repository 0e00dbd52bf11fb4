import { DeleteAccountSection } from '../delete-account/DeleteAccountSection';
import { KycSection } from '../kyc/KycSection';

/** The end of /profile-settings: identity verification, then the delete-account danger zone (issue 19, ADR 0023). */
export function AccountSections() {
  return (
    <>
      <KycSection />
      <DeleteAccountSection />
    </>
  );
}
