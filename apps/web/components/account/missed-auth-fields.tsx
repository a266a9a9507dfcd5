'use client';
import { useAccountText } from '../../lib/account/use-account-text';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { Modal } from '../auth/modal';
import { MissedFieldsForm } from './missed-fields-form';
import { usePlayerProfile } from './player-profile';

/** Whether the signed-in player still owes required profile fields (the other modals wait meanwhile). */
export function useMissedAuthFields(): readonly string[] {
  const profile = usePlayerProfile();
  return profile.data?.auth_fields_missed ?? [];
}

/**
 * §2 "players with missing required auth fields get a non-closable prompt after login" (AC15): the
 * missed_auth_fields modal, with no close button, deaf to Escape and the backdrop, until the fields are saved.
 */
export function MissedAuthFields() {
  const t = useAccountText();
  const profile = usePlayerProfile();
  const missed = profile.data?.auth_fields_missed ?? [];
  if (missed.length === 0) return null;
  return (
    <Modal
      title={t('title.missed_auth_fields')}
      onClose={() => undefined}
      closable={false}
      testId="account-modal-missed_auth_fields"
    >
      <MissedFieldsForm
        missed={missed}
        onSaved={async () => {
          await profile.refetch();
        }}
        onPhoneGiven={() => openAccountModal('phone_verification')}
      />
    </Modal>
  );
}
