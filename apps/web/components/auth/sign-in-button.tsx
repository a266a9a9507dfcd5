'use client';
import { useAuthStore } from '../../lib/auth/auth-context';

/** What a page for players shows a visitor: a button that opens the sign-in prompt, named after what it unlocks. */
export function SignInButton({ label }: { label: string }) {
  const authStore = useAuthStore();
  return (
    <button type="button" className="button button--primary" onClick={() => authStore.openPrompt('manual')}>
      {label}
    </button>
  );
}
