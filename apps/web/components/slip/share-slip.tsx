'use client';
import { toSharedBets, type SlipBet } from '@slipstream/betting';
import { useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { betsApi } from '../../lib/bets/bets-api';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { shareLink } from '../../lib/share/share-link';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

/** Creates a share code for the slip (§7) and shows the ?betcode= link to copy. */
export function ShareSlip({ bets }: { bets: readonly SlipBet[] }) {
  const t = useSlipText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const [link, setLink] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'copied'>('idle');
  if (bets.length === 0) return null;
  return (
    <div className="slip-share">
      <button
        type="button"
        className="button button--ghost"
        data-testid="slip-share"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => {
          // Share codes belong to a player (POST /bets/share-code needs the bearer token).
          if (!authStore.getState().token) {
            authStore.openPrompt('manual');
            return;
          }
          setState('busy');
          const client = createSportsbookClient(locale, authStore.getState().token, authStore.onUnauthorised);
          betsApi
            .createShareCode(client, toSharedBets(bets))
            .then(({ code }) => {
              setLink(shareLink(window.location.href, code));
              setState('idle');
            })
            .catch(() => setState('failed'));
        }}
      >
        {t('slip.share')}
      </button>
      {link ? (
        <div className="slip-share__link">
          <label>
            <span className="visually-hidden">{t('slip.shareLink')}</span>
            <input
              className="input"
              readOnly
              value={link}
              data-testid="slip-share-link"
              onFocus={(e) => e.target.select()}
            />
          </label>
          <button
            type="button"
            className="button button--ghost"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => setState('copied'))
                .catch(() => undefined)
            }
          >
            {t('slip.shareCopy')}
          </button>
        </div>
      ) : null}
      <p role="status" className={state === 'failed' ? 'slip-msg slip-msg--error' : 'slip-msg'}>
        {state === 'failed' ? t('slip.shareFailed') : state === 'copied' ? t('slip.shareCopied') : ''}
      </p>
    </div>
  );
}
