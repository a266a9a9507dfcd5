'use client';
import type { Settings } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAccountText } from '../../lib/account/use-account-text';
import { QUICK_STAKE_COUNT, parseQuickStakes } from '../../lib/account/quick-stakes';
import { useAuth } from '../../lib/auth/auth-context';
import { requestJson } from '../../lib/auth/http';
import { SPORTSBOOK_BASE } from '../../lib/bets/sportsbook-client';
import { useSite } from '../../lib/site/site-context';
import { FormMessage } from './field';

const SLOTS = Array.from({ length: QUICK_STAKE_COUNT }, (_, i) => i);

/**
 * The player's quick stakes (settings `stakes`, the slip's recommended-stake buttons): saved with POST
 * /settings, so they follow the player to another device (AC13).
 */
export function QuickStakesForm() {
  const t = useAccountText();
  const { locale } = useSite();
  const auth = useAuth();
  const token = auth.status === 'LOGGED_IN' ? auth.token : null;
  const queryClient = useQueryClient();
  const settings = useQuery({
    enabled: !!token,
    queryKey: ['profile-settings', token],
    queryFn: () => requestJson<Settings>(`${SPORTSBOOK_BASE}/settings`, { locale, token }),
  });
  if (settings.isPending) return <p className="skeleton skeleton--row" aria-label={t('profile.loading')} />;
  if (settings.isError)
    return (
      <p className="slip-msg slip-msg--error" role="alert">
        {t('profile.error')}
      </p>
    );
  return (
    <StakesInputs
      key={settings.data.updated_at ?? 'default'}
      initial={settings.data.stakes}
      save={async (stakes) => {
        await requestJson(`${SPORTSBOOK_BASE}/settings`, { method: 'POST', body: { stakes }, locale, token });
        // The slip reads its recommended stakes from the same settings.
        await queryClient.invalidateQueries({ queryKey: ['settings'] });
      }}
    />
  );
}

function StakesInputs({
  initial,
  save,
}: {
  initial: readonly number[];
  save: (stakes: number[]) => Promise<void>;
}) {
  const t = useAccountText();
  const id = useId();
  const [values, setValues] = useState(() => SLOTS.map((i) => String(initial[i] ?? 0)));
  const [bad, setBad] = useState<number | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  return (
    <form
      noValidate
      className="quick-stakes"
      data-testid="quick-stakes-form"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseQuickStakes(values);
        if ('bad' in parsed) {
          setBad(parsed.bad);
          setState('idle');
          return;
        }
        setBad(null);
        setState('saving');
        save(parsed.stakes).then(
          () => setState('saved'),
          () => setState('error'),
        );
      }}
    >
      <fieldset>
        <legend>{t('profile.quickStakes')}</legend>
        <p className="account-field__hint" id={`${id}-hint`}>
          {t('profile.quickStakesHint')}
        </p>
        <div className="quick-stakes__inputs">
          {SLOTS.map((i) => (
            <input
              key={i}
              className="input"
              inputMode="numeric"
              aria-label={t('profile.quickStake', { n: i + 1 })}
              aria-describedby={bad === i ? `${id}-error` : `${id}-hint`}
              aria-invalid={bad === i || undefined}
              value={values[i]}
              data-testid={`quick-stake-${i}`}
              onChange={(e) => {
                const next = [...values];
                next[i] = e.target.value;
                setValues(next);
              }}
            />
          ))}
        </div>
        {bad !== null ? (
          <p className="slip-msg slip-msg--error" role="alert" id={`${id}-error`}>
            {t('profile.quickStakeBad')}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className="button button--primary" disabled={state === 'saving'}>
        {t('profile.quickStakesSave')}
      </button>
      {state === 'saved' ? <FormMessage tone="success" text={t('profile.quickStakesSaved')} /> : null}
      {state === 'error' ? <FormMessage tone="error" text={t('profile.quickStakesError')} /> : null}
    </form>
  );
}
