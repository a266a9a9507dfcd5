'use client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useAuth, useAuthStore } from '../../lib/auth/auth-context';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { JACKPOTS_REFETCH_MS } from '../../lib/bonuses/jackpot-refetch';
import { jackpotsApi } from '../../lib/bonuses/jackpots-api';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';

/** SPEC.md WB5: the jackpots and their levels' pools, refetched every 15 s (account §7, §9). */
export function JackpotWidget() {
  const auth = useAuth();
  const authStore = useAuthStore();
  const { locale } = useSite();
  const t = useSlipText();
  const money = useMoneyText();
  const heading = useId();
  const q = useQuery({
    queryKey: ['jackpots'],
    refetchInterval: JACKPOTS_REFETCH_MS,
    queryFn: ({ signal }) =>
      jackpotsApi.list(createSportsbookClient(locale, auth.token, authStore.onUnauthorised), signal),
  });
  if (q.isError || (q.data && q.data.length === 0)) return null;
  return (
    <section aria-labelledby={heading} data-testid="jackpot-widget">
      <h2 id={heading}>{t('jackpot.title')}</h2>
      {q.isPending ? (
        <div className="skeleton skeleton--row" aria-busy="true" aria-label={t('promotions.loading')} />
      ) : (
        <ul className="bonus-cards">
          {q.data.map((j) => (
            <li key={j.id} className="bonus-card" data-testid="jackpot-card">
              <h3>{j.name}</h3>
              <p className="bonus-card__amount">{money(j.pool_amount, j.currency, j.currency_subunits)}</p>
              <dl>
                {j.levels.map((l) => (
                  <div key={l.code} style={{ display: 'contents' }}>
                    <dt>{l.name}</dt>
                    <dd>{money(l.pool_amount, j.currency, j.currency_subunits)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
