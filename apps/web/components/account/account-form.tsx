'use client';
import { useAccountText } from '../../lib/account/use-account-text';
import { openAccountModal, type AccountModal } from '../../lib/account/account-modal-store';
import { useAuthStore } from '../../lib/auth/auth-context';
import { SignInForm } from '../auth/sign-in-modal';
import { DepositForm } from './deposit-form';
import { EditPasswordForm } from './edit-password-form';
import { EmailRequestForm } from './email-request-form';
import { PhoneVerificationForm } from './phone-verification-form';
import { QuickDepositForm } from './quick-deposit-form';
import { SessionLimitNotice } from './session-limit-notice';
import { SignUpForm } from './sign-up-form';
import { TokenLinkResult } from './token-link-result';

/** The body of one account modal or page (the same forms either way). */
export function AccountForm({ modal, onDone }: { modal: AccountModal; onDone?: () => void }) {
  const t = useAccountText();
  const store = useAuthStore();
  const signIn = () => {
    onDone?.();
    store.openPrompt('manual');
  };
  switch (modal.kind) {
    case 'sign_in':
      return <SignInForm onDone={onDone} />;
    case 'sign_up':
      return <SignUpForm onSignIn={signIn} />;
    case 'forgot_password':
    case 'resend_confirmation_instructions':
    case 'resend_unlock_instructions':
      return <EmailRequestForm kind={modal.kind} />;
    case 'edit_password':
      return (
        <>
          <EditPasswordForm token={modal.token} onSignIn={signIn} />
          {modal.token ? null : (
            <button type="button" className="link-button" onClick={() => openAccountModal('forgot_password')}>
              {t('link.forgot')}
            </button>
          )}
        </>
      );
    case 'confirm_password':
    case 'unlock_user':
      return modal.token ? (
        <TokenLinkResult kind={modal.kind} token={modal.token} onSignIn={signIn} />
      ) : (
        <EmailRequestForm
          kind={
            modal.kind === 'confirm_password'
              ? 'resend_confirmation_instructions'
              : 'resend_unlock_instructions'
          }
        />
      );
    case 'deposit':
      return (
        <DepositForm
          result={modal.depositResult}
          depositId={modal.depositId}
          welcomeEmail={modal.welcomeEmail}
        />
      );
    case 'quick_deposit':
      return <QuickDepositForm />;
    case 'phone_verification':
      return <PhoneVerificationForm />;
    case 'missed_auth_fields':
      // Drawn by MissedAuthFields from the profile (AC15), never from a URL or a link.
      return null;
    case 'session_limit':
      return <SessionLimitNotice until={modal.token} />;
    case 'activity_limit':
      return (
        <p data-testid="activity-limit-text" role="status">
          {t('activity_limit.body')}
        </p>
      );
  }
}
