'use client';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import {
  accountModalStore,
  type AccountModal as AccountModalState,
} from '../../lib/account/account-modal-store';
import { modalFromUrl } from '../../lib/account/account-modal-url';
import { useAccountModal, useInlineAccountKind } from '../../lib/account/use-account-modal';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { syncSignOutAcrossTabs } from '../../lib/auth/sign-out-broadcast';
import { Modal } from '../auth/modal';
import { AlertsHost } from '../alerts/alerts-host';
import { MissedAuthFields, useMissedAuthFields } from './missed-auth-fields';
import { ResponsiblePlay } from './responsible-play';
import { SettingsSync } from './settings-sync';
import { useQuickDepositOffered } from './use-quick-deposit';
import './account.css';

// The forms load when a modal opens, the deposit reminder for a signed-in player: neither on page load.
const AccountForm = lazy(() => import('./account-form').then((m) => ({ default: m.AccountForm })));
const DepositReminder = lazy(() =>
  import('./deposit-reminder').then((m) => ({ default: m.DepositReminder })),
);

/** Modals that need a signed-in player (a visitor is asked to sign in first). */
const NEEDS_PLAYER = new Set(['deposit', 'quick_deposit', 'phone_verification', 'missed_auth_fields']);
/** Modals that may show while required profile fields are still missing (the one the missed fields lead to). */
const BESIDE_MISSED_FIELDS = new Set(['phone_verification', 'session_limit', 'activity_limit']);

/**
 * The account modals (account-and-surroundings §2): opened from `?modal=` or the hash, from the e-mailed token
 * links (whose tokens leave the address bar at once), or by the app. Loaded after hydration.
 */
export default function AccountModals() {
  const modal = useAccountModal();
  const inline = useInlineAccountKind();
  const auth = useAuth();
  const authStore = useAuthStore();
  const pathname = usePathname();
  const missed = useMissedAuthFields();
  const quickDeposit = useQuickDepositOffered();

  useEffect(() => {
    const read = () => {
      const found = modalFromUrl(window.location.href);
      if (!found) return;
      window.history.replaceState(window.history.state, '', found.cleanHref);
      accountModalStore.open(found.modal);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [pathname]);

  // sign_in is the auth store's own prompt (the slip opens it too).
  // A sign-out here is told to the other tabs, and theirs reach this one at once (the cookie is gone for all).
  useEffect(() => syncSignOutAcrossTabs(authStore), [authStore]);

  useEffect(() => {
    if (modal?.kind === 'sign_in') {
      accountModalStore.close();
      authStore.openPrompt('manual');
    }
  }, [modal, authStore]);

  useEffect(() => {
    if (modal && NEEDS_PLAYER.has(modal.kind) && auth.status === 'NOT_LOGGED_IN')
      authStore.openPrompt('manual');
  }, [modal, auth.status, authStore]);

  const close = () => accountModalStore.close();
  const hidden =
    !modal ||
    modal.kind === 'sign_in' ||
    modal.kind === inline ||
    modal.kind === 'missed_auth_fields' ||
    (modal.kind === 'quick_deposit' && !quickDeposit) ||
    (missed.length > 0 && !BESIDE_MISSED_FIELDS.has(modal.kind)) ||
    (NEEDS_PLAYER.has(modal.kind) && auth.status !== 'LOGGED_IN');
  const signedIn = auth.status === 'LOGGED_IN';
  return (
    <>
      <SettingsSync />
      <ResponsiblePlay />
      <AlertsHost />
      {signedIn ? <MissedAuthFields /> : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <DepositReminder />
        </Suspense>
      ) : null}
      {hidden ? null : <AccountModal modal={modal} close={close} />}
    </>
  );
}

function AccountModal({ modal, close }: { modal: AccountModalState; close: () => void }) {
  const t = useAccountText();
  return (
    <Modal title={t(`title.${modal.kind}`)} onClose={close} testId={`account-modal-${modal.kind}`}>
      <Suspense fallback={<div className="skeleton skeleton--row" aria-busy="true" />}>
        <AccountForm modal={modal} onDone={close} />
      </Suspense>
      <button type="button" className="button button--ghost" onClick={close}>
        {t('action.close')}
      </button>
    </Modal>
  );
}
