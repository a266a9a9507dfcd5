'use client';
import { useEffect } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { accountModalStore, type AccountModalKind } from '../../lib/account/account-modal-store';
import { useAccountModal } from '../../lib/account/use-account-modal';
import { useAuth } from '../../lib/auth/auth-context';
import { AccountForm } from './account-form';
import './account.css';

/**
 * An account page (/users/sign-in, /users/sign-up, /users/password/new, /users/password/edit,
 * /users/confirmation): the same form as the modal, in the page. The page's own link token (read from the URL
 * and removed from it by the account modals) is shown here instead of in a modal.
 */
export default function AccountFormPage({ kind, pageId }: { kind: AccountModalKind; pageId: string }) {
  const t = useAccountText();
  const modal = useAccountModal();
  const auth = useAuth();
  useEffect(() => {
    accountModalStore.setInline(kind);
    return () => accountModalStore.setInline(null);
  }, [kind]);
  const own = modal?.kind === kind ? modal : { kind };
  const signedInAlready = (kind === 'sign_in' || kind === 'sign_up') && auth.status === 'LOGGED_IN';
  return (
    <div className="account-page" data-page-id={pageId}>
      <h1 className="page-title">{t(`title.${kind}`)}</h1>
      {signedInAlready && kind === 'sign_in' ? (
        <p role="status">{t('done.signedIn')}</p>
      ) : (
        <AccountForm key={own.token ?? kind} modal={own} />
      )}
    </div>
  );
}
