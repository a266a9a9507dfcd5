'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { CONSENT_EVENT, consentCookie, type ConsentAnswer } from '../../lib/analytics/consent';

/**
 * CC1–CC3: the cookie banner; the answer is kept 365 days. Its event settles the waiting analytics cookies
 * (the surroundings listen; not loaded yet, they settle when they capture the parameters), so the banner, in
 * every first visit's first-load JavaScript, does not carry that code.
 */
export default function ConsentBanner({ onAnswered }: { onAnswered: () => void }) {
  const s = useSurroundingsText();
  const answer = (value: ConsentAnswer) => {
    document.cookie = consentCookie(value, window.location.protocol === 'https:');
    window.dispatchEvent(new Event(CONSENT_EVENT));
    onAnswered();
  };
  return (
    <section className="consent" aria-label={s('consent.label')} data-testid="consent-banner">
      <p>{s('consent.text')}</p>
      <div className="consent__actions">
        <button type="button" className="button button--ghost" onClick={() => answer('rejected')}>
          {s('consent.reject')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-testid="consent-accept"
          onClick={() => answer('accepted')}
        >
          {s('consent.accept')}
        </button>
      </div>
    </section>
  );
}
