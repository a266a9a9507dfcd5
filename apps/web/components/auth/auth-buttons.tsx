'use client';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { slipText as slipShellText } from '../../lib/slip/slip-messages';
import { useSite } from '../../lib/site/site-context';

/** The header's sign-in control: opens the sign-in modal instead of leaving the page. */
export function SignInButton({ className, label }: { className?: string; label: string }) {
  const store = useAuthStore();
  return (
    <button
      type="button"
      className={className}
      onClick={() => store.openPrompt('manual')}
      data-testid="sign-in"
    >
      {label}
    </button>
  );
}

/** Signs the player out (account §4). */
export function SignOutButton() {
  const store = useAuthStore();
  const { locale } = useSite();
  const auth = useAuth();
  if (auth.status !== 'LOGGED_IN') return null;
  return (
    <button
      type="button"
      className="button button--ghost hide-xs header-sign-out"
      onClick={() => void store.signOut()}
    >
      {slipShellText(locale, 'auth.signOut')}
    </button>
  );
}
