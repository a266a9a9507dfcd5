'use client';
import { oddsFromDecimal, type Odds } from '@slipstream/betting';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useAuthStore } from '../../lib/auth/auth-context';
import { ApiError } from '../../lib/auth/http';
import { betsApi, type CustomCalculateAnswer, type CustomPick } from '../../lib/bets/bets-api';
import { createSportsbookClient } from '../../lib/bets/sportsbook-client';
import { oddsText } from '../../lib/format/odds-text';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useStartedAfterHydration } from '../../lib/scheduling/after-hydration';
import { useSlipContext } from '../../lib/slip/slip-context';
import { useSite } from '../../lib/site/site-context';
import { apiErrorText } from '../../lib/i18n/api-error-text';
import { useSlipText } from '../../lib/slip/use-slip-text';

const pickKey = (p: CustomPick) => `${p.matchId}/${p.marketId}/${p.specifier}/${p.outcomeId}`;

/**
 * The bet builder of a match (§2 #betBuilder): custom-bet markets; the price is calculated by the server as
 * the picks change, conflicting outcomes are shown; the result goes on the slip as one custom bet (ST4).
 */
export function BetBuilder({ matchId }: { matchId: number }) {
  const t = useSlipText();
  const { locale } = useSite();
  const authStore = useAuthStore();
  const { slip, resolve, settings } = useSlipContext();
  const format = useOddsFormat();
  const client = useMemo(
    () => createSportsbookClient(locale, authStore.getState().token, authStore.onUnauthorised),
    [locale, authStore],
  );
  // Below the market board: its first fetch waits for the starts in view (after-hydration.ts).
  const started = useStartedAfterHydration('below');
  const markets = useQuery({
    enabled: started,
    queryKey: ['custom-markets', matchId],
    queryFn: ({ signal }) => betsApi.customMarkets(client, String(matchId), signal),
    staleTime: 30_000,
  });
  const [picks, setPicks] = useState<CustomPick[]>([]);
  const minPicks = settings?.isAllowedSingleCustomBet ? 1 : 2;
  const calc = useQuery({
    queryKey: ['custom-calculate', picks.map(pickKey).sort().join(',')],
    enabled: picks.length > 0,
    queryFn: ({ signal }) => betsApi.customCalculate(client, picks, signal),
    retry: false,
  });

  useEffect(() => {
    if (markets.data && window.location.hash === '#betBuilder')
      document.getElementById('betBuilder')?.scrollIntoView({ block: 'start' });
  }, [markets.data]);

  if (settings && !settings.customBetEnabled) return null;
  const list = markets.data?.data.filter((m) => m.status === 1) ?? [];
  const conflicts = conflictSet(calc.data, matchId);
  const odds: Odds | null = calc.data && picks.length >= minPicks ? safeOdds(calc.data.Odds) : null;
  // LC10: from the failure's reason (the answer's localized_message key) or code, in the page's language.
  const calcError =
    calc.error instanceof ApiError
      ? apiErrorText(calc.error, locale, 'error.place_bets.invalid_odds_custom_bet')
      : null;

  return (
    <section
      id="betBuilder"
      className="bet-builder"
      aria-labelledby="betBuilder-title"
      data-testid="bet-builder"
    >
      <h2 id="betBuilder-title">{t('betBuilder.title')}</h2>
      <p className="muted">{t('betBuilder.hint')}</p>
      {markets.isPending ? (
        <div className="skeleton skeleton--card" aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className="empty">{t('betBuilder.empty')}</p>
      ) : (
        list.map((m) => (
          <div
            key={`${m.id}/${m.specifier}`}
            className="market"
            data-custom-market={`${m.id}/${m.specifier}`}
          >
            <h3 className="market__name">{m.name}</h3>
            <div className="market__outcomes" role="group" aria-label={m.name}>
              {m.outcomes.map((o) => {
                const pick = {
                  matchId: String(matchId),
                  marketId: m.id,
                  specifier: m.specifier,
                  outcomeId: o.id,
                };
                const key = pickKey(pick);
                const picked = picks.some((p) => pickKey(p) === key);
                // An outcome of a market already picked replaces that pick, so it is never shown as a conflict.
                const samePicked = picks.some((p) => p.marketId === m.id && p.specifier === m.specifier);
                const conflict = !picked && !samePicked && conflicts.has(key);
                return (
                  <button
                    key={o.id}
                    type="button"
                    className="odds"
                    aria-pressed={picked}
                    disabled={!o.active || conflict}
                    data-builder-outcome={key}
                    data-conflict={conflict || undefined}
                    onClick={() =>
                      setPicks((ps) =>
                        picked
                          ? ps.filter((p) => pickKey(p) !== key)
                          : [
                              ...ps.filter((p) => !(p.marketId === m.id && p.specifier === m.specifier)),
                              pick,
                            ],
                      )
                    }
                  >
                    {/* The accessible name holds the visible text, with the market and a conflict as hidden context. */}
                    <span className="visually-hidden">{m.name}: </span>
                    <span className="odds__label">{o.name}</span>
                    <span className="odds__price">{oddsText(oddsFromDecimal(o.odds), format, locale)}</span>
                    {conflict ? <span className="visually-hidden">, {t('betBuilder.conflict')}</span> : null}
                  </button>
                );
              })}
            </div>
          </div>
        ))
      )}
      <div className="bet-builder__foot" aria-live="polite">
        {picks.length > 0 && picks.length < minPicks ? (
          <p className="slip-msg">{t('betBuilder.minPicks')}</p>
        ) : null}
        {calc.isFetching ? <p className="slip-msg">{t('betBuilder.calculating')}</p> : null}
        {calcError ? (
          <p className="slip-msg slip-msg--error" role="alert">
            {calcError}
          </p>
        ) : null}
        {odds ? (
          <p>
            {t('betBuilder.odds')}:{' '}
            <strong data-testid="bet-builder-odds">{oddsText(odds, format, locale)}</strong>
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary"
          data-testid="bet-builder-add"
          disabled={!odds || calc.isFetching}
          onClick={() => {
            if (!odds) return;
            void Promise.all(picks.map((p) => resolve(pickKey(p)))).then((inputs) => {
              const selections = inputs.filter((i) => i !== null);
              if (selections.length !== picks.length) return;
              slip.dispatch({ type: 'addCustomBet', selections, customOdds: odds });
              setPicks([]);
            });
          }}
        >
          {t('betBuilder.add')}
        </button>{' '}
        {picks.length ? (
          <button type="button" className="button button--ghost" onClick={() => setPicks([])}>
            {t('betBuilder.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Outcome keys the server says cannot join the picks (the answer names markets, the builder one match). */
function conflictSet(answer: CustomCalculateAnswer | undefined, matchId: number): Set<string> {
  const set = new Set<string>();
  for (const m of answer?.Markets ?? [])
    for (const o of m.Outcomes)
      if (o.Conflict || m.Conflict) set.add(`${matchId}/${m.ID}/${m.Specifiers}/${o.ID}`);
  return set;
}

function safeOdds(n: number): Odds | null {
  try {
    return oddsFromDecimal(n);
  } catch {
    return null;
  }
}
