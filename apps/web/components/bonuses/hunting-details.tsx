'use client';
import { chestSize, type ChestSize } from '@slipstream/betting';
import type { HuntingDto } from '@slipstream/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAuth } from '../../lib/auth/auth-context';
import { bonusMoney } from '../../lib/bonuses/bonus-rules';
import { bonusesApi } from '../../lib/bonuses/bonuses-api';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { useSite } from '../../lib/site/site-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';
import { LootChest } from './loot-chest';
import { BonusPager } from './bonus-pager';
import { useBonusesClient } from './use-bonuses-client';

/**
 * SPEC.md WB8: a hunt's or tournament's card body: its farming stats (HT2), the progress to the next free bet,
 * Activate while it waits, Boost once a block of points is farmed (HT3), and for a tournament its table (HT4).
 */
export function HuntingDetails({ bonus }: { bonus: HuntingDto }) {
  const t = useSlipText();
  const { locale } = useSite();
  const n = (x: number): string => localeNumerals(String(x), locale);
  const money = useMoneyText();
  const client = useBonusesClient();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // A loot box just opened here: its chest drawn open (LB3) until the next opening.
  const [opened, setOpened] = useState<{ size: ChestSize; result: 'win' | 'loss' } | null>(null);
  const { issued } = bonus;
  const box = bonus.type === 'lootbox';
  const stats = issued.farming_stats;
  const m = (v: number) => money(v, issued.currency, issued.currency_subunits);
  const towardNext = stats.available_points % bonus.points_per_freebet;
  const act = async (kind: 'boost' | 'activate') => {
    setBusy(true);
    setMessage(null);
    try {
      if (kind === 'boost') {
        const { data: freeBet, lootbox } = await bonusesApi.boost(client(), bonus.id);
        // Shown here, so it raises no toast.
        if (freeBet) await bonusesApi.markSeen(client(), [freeBet]).catch(() => undefined);
        const amount = (freeBet && bonusMoney(freeBet)?.amount) ?? 0;
        if (lootbox) setOpened({ size: chestSize(lootbox.opened) ?? 'small', result: lootbox.result });
        setMessage({
          ok: true,
          text: lootbox
            ? lootbox.result === 'win'
              ? t('promotions.chestWin', { opened: lootbox.opened, won: lootbox.won, amount: m(amount) })
              : t('promotions.chestLoss', { opened: lootbox.opened })
            : t('promotions.boosted', { amount: m(amount) }),
        });
      } else {
        await bonusesApi.activate(client(), bonus.id);
        setMessage({ ok: true, text: t('promotions.activated') });
      }
      // Activating or boosting one refreshes the hunts, the tournaments and the free bets (§4).
      await queryClient.invalidateQueries({ queryKey: ['bonuses'] });
    } catch {
      setMessage({ ok: false, text: t(kind === 'boost' ? 'promotions.boostRefused' : 'promotions.error') });
    } finally {
      setBusy(false);
    }
  };
  const ready = issued.chest_size ?? null;
  return (
    <>
      {box ? (
        <div className="loot-box" data-testid="loot-box">
          {opened ? (
            <LootChest size={opened.size} variant={opened.result} />
          ) : ready ? (
            <LootChest size={ready} variant="closed" />
          ) : issued.last_open_result ? (
            <LootChest size="small" variant={issued.last_open_result} />
          ) : (
            <LootChest size="small" variant="closed" />
          )}
          <p data-testid="loot-box-ready">
            {t('promotions.chestsReady', { count: issued.freebets_to_boost })}
          </p>
        </div>
      ) : null}
      <dl data-testid="farming-stats">
        <dt>{t('promotions.points')}</dt>
        <dd data-testid="farming-points">{n(stats.points)}</dd>
        <dt>{t('promotions.availablePoints')}</dt>
        <dd data-testid="farming-available">{n(stats.available_points)}</dd>
        <dt>{t('promotions.betsCount')}</dt>
        <dd>{n(stats.bets_count)}</dd>
        <dt>{t('promotions.avgStake')}</dt>
        <dd>{m(stats.avg_stake)}</dd>
        {stats.initial_pool > 0 ? (
          <>
            <dt>{t('promotions.pool')}</dt>
            <dd>{m(stats.initial_pool)}</dd>
          </>
        ) : null}
      </dl>
      <label className="farming-progress">
        <span>{t('promotions.progress', { points: towardNext, needed: bonus.points_per_freebet })}</span>
        <progress max={bonus.points_per_freebet} value={towardNext} />
      </label>
      {issued.freebets_to_boost > 0 && !box ? (
        <p className="bonus-card__amount">
          {t('promotions.boostWorth', { amount: m(stats.potential_freebet_amount) })}
        </p>
      ) : null}
      <div className="bonus-card__actions">
        {bonus.status === 'available' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            data-testid="bonus-activate"
            onClick={() => void act('activate')}
          >
            {t('promotions.activate')}
          </button>
        ) : null}
        {bonus.status === 'active' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || issued.freebets_to_boost === 0}
            data-testid="bonus-boost"
            onClick={() => void act('boost')}
          >
            {box ? t('promotions.openChests') : t('promotions.boost')}
          </button>
        ) : null}
      </div>
      <p
        className={`slip-msg ${message ? (message.ok ? 'slip-msg--success' : 'slip-msg--error') : ''}`}
        role="status"
        data-testid="bonus-action-message"
      >
        {message?.text ?? ''}
      </p>
      {bonus.type === 'tournament' ? <TournamentTable id={bonus.id} /> : null}
    </>
  );
}

function TournamentTable({ id }: { id: string }) {
  const t = useSlipText();
  const { locale } = useSite();
  const n = (x: number): string => localeNumerals(String(x), locale);
  const money = useMoneyText();
  const client = useBonusesClient();
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const captionId = useId();
  const q = useQuery({
    queryKey: ['bonuses', 'rating', id, page, auth.token],
    enabled: open,
    queryFn: ({ signal }) => bonusesApi.rating(client(), id, page, signal),
  });
  return (
    <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)} data-testid="tournament-rating">
      <summary>{t('promotions.rating')}</summary>
      {q.isPending && open ? <p aria-busy="true">{t('promotions.loading')}</p> : null}
      {q.isError ? (
        <p role="alert">
          {t('promotions.error')}{' '}
          <button type="button" className="button button--ghost" onClick={() => void q.refetch()}>
            {t('promotions.retry')}
          </button>
        </p>
      ) : null}
      {q.data ? (
        <>
          {q.data.current ? (
            <p data-testid="rating-own">
              {t('promotions.yourPlace', {
                position: q.data.current.position,
                total: q.data.pagination.total,
              })}
            </p>
          ) : null}
          {/* Scrolls sideways on narrow screens: focusable so the keyboard can scroll it too. */}
          <div className="rating-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
            <table className="rating-table" aria-describedby={captionId}>
              <caption id={captionId}>{t('promotions.ratingCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('promotions.position')}</th>
                  <th scope="col">{t('promotions.player')}</th>
                  <th scope="col">{t('promotions.points')}</th>
                  <th scope="col">{t('promotions.farmed')}</th>
                  <th scope="col">{t('promotions.freebetsWon')}</th>
                </tr>
              </thead>
              <tbody>
                {q.data.data.map((r) => (
                  <tr
                    key={r.position}
                    data-testid="rating-row"
                    aria-current={r.current_user ? 'true' : undefined}
                  >
                    <td>{n(r.position)}</td>
                    <td>{r.current_user ? t('promotions.you') : r.email.email}</td>
                    <td>{n(r.points)}</td>
                    <td>{money(r.farmed_amount, r.currency_code, r.currency_subunits)}</td>
                    <td>{n(r.farmed_freebets_count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BonusPager
            label={t('promotions.rating')}
            page={page}
            lastPage={q.data.pagination.last_page}
            onPage={setPage}
            nextTestId="rating-next"
          />
        </>
      ) : null}
    </details>
  );
}
