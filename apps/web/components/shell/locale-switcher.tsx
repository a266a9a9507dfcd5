'use client';
import { useRouter } from 'next/navigation';
import { useAuth } from '../../lib/auth/auth-context';
import { useSite } from '../../lib/site/site-context';

export interface LocaleOption {
  readonly value: string;
  /** The language in its own words ("Deutsch", "العربية"), named on the server. */
  readonly label: string;
}

/**
 * SPEC.md LC4: the language switcher. The same page opens in the chosen locale by a client navigation, so the
 * slip (session storage) stays; the action (cookie, saving a signed-in player's choice) loads on first use.
 */
export function LocaleSwitcher({
  options,
  label,
  testId = 'locale-switcher',
  className = 'select locale-select',
}: {
  options: readonly LocaleOption[];
  label: string;
  testId?: string;
  className?: string;
}) {
  const { locale, config } = useSite();
  const router = useRouter();
  const signedIn = useAuth().status === 'LOGGED_IN';
  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <select
        value={locale}
        data-testid={testId}
        onChange={(e) => {
          const next = e.target.value;
          void import('./locale-switch-action').then(({ switchLocale }) =>
            router.push(switchLocale(next, signedIn, config)),
          );
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
