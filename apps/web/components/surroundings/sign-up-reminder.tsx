'use client';
import { useSurroundingsText } from '../../lib/surroundings/surroundings-messages';
import { openAccountModal } from '../../lib/account/account-modal-store';
import { useT } from '../../lib/site/site-context';

/** SR1: the reminder a new visitor gets once, after the configured seconds; it opens the sign-up modal. */
export default function SignUpReminder({ onClose }: { onClose: () => void }) {
  const t = useT();
  const s = useSurroundingsText();
  return (
    <section className="reminder" aria-labelledby="sign-up-reminder" data-testid="sign-up-reminder">
      <p id="sign-up-reminder">{s('reminder.text')}</p>
      <div className="consent__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {s('reminder.later')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            openAccountModal('sign_up');
          }}
        >
          {t('nav.signUp')}
        </button>
      </div>
    </section>
  );
}
