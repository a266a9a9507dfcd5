'use client';
import type { SlipBet } from '@slipstream/betting';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { fetchMaxStake, maxStakeErrorKey } from '../../lib/bets/max-stake';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';

type Step = { kind: 'idle' } | { kind: 'loading' } | { kind: 'message'; key: string };

/**
 * HW9: "Max" beside a stake field asks the server for the highest stake this bet can be placed with now
 * (`/bets/max-stake`: limits and balance) and fills the field with it. A visitor is asked to sign in (the
 * answer depends on the player's balance). While it asks the button is busy; a refusal or failure is told
 * under the field and the stake is left as it was.
 */
export function MaxStakeButton({
  bet,
  disabled,
  onStake,
  testId,
}: {
  bet: SlipBet | null;
  disabled?: boolean;
  onStake: (minor: number) => void;
  testId: string;
}) {
  const t = useSlipText();
  const { locale } = useSite();
  const auth = useAuth();
  const store = useAuthStore();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const id = useId();
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const loading = step.kind === 'loading';
  return (
    <>
      <button
        type="button"
        className="chip slip-max"
        data-testid={testId}
        disabled={disabled || !bet}
        aria-busy={loading || undefined}
        aria-describedby={step.kind === 'message' ? id : undefined}
        aria-label={t('slip.maxStakeLabel')}
        onClick={() => {
          if (!bet || loading) return;
          if (auth.status !== 'LOGGED_IN') {
            store.openPrompt('manual');
            return;
          }
          pending.current?.abort();
          const abort = new AbortController();
          pending.current = abort;
          setStep({ kind: 'loading' });
          const client = createSportsbookClient(locale, auth.token, store.onUnauthorised);
          fetchMaxStake(client, bet, abort.signal)
            .then((stake) => {
              if (abort.signal.aborted) return;
              if (stake > 0) onStake(stake);
              setStep(stake > 0 ? { kind: 'idle' } : { kind: 'message', key: 'slip.maxStakeNone' });
            })
            .catch((err: unknown) => {
              if (abort.signal.aborted) return;
              setStep({ kind: 'message', key: maxStakeErrorKey(err) });
            });
        }}
      >
        {t('slip.maxStake')}
      </button>
      {step.kind === 'message' ? (
        <span id={id} className="slip-max__msg slip-msg slip-msg--warning" role="status">
          {t(step.key)}
        </span>
      ) : null}
    </>
  );
}
