'use client';
import { betPayout, type Odds, type SlipState } from '@slipstream/betting';
import { compactAmount } from '../../lib/format/money-display';
import { localeNumerals } from '../../lib/format/locale-numerals';
import { oddsText } from '../../lib/format/odds-text';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { focusPanelWhenShown } from '../../lib/slip/panel-focus';
import { usePanelState, useSlipContext, useSlipState } from '../../lib/slip/slip-context';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useSite } from '../../lib/site/site-context';
import { useNarrowViewport } from '../../lib/site/use-narrow-viewport';
import { useMoneyText } from './use-money-text';

/**
 * The slip's total odds: its one bet's own price (a combo's product, a bet builder's price; none for a system).
 * Several bets (singles) have no total: multiplying their prices would show a combo the bettor is not placing.
 * Exact, from the engine.
 */
export function slipTotalOdds(state: SlipState): Odds | null {
  const bets = state.bets;
  if (bets.length !== 1) return null;
  return betPayout(bets[0]!, Math.max(1, bets[0]!.stake))?.totalOdds ?? null;
}

/** What the staked bets return if every selection wins; null while nothing is staked. */
export function slipPotentialWin(state: SlipState): number | null {
  const staked = state.bets.filter((b) => b.stake > 0);
  if (staked.length === 0) return null;
  return staked.reduce((sum, b) => sum + (betPayout(b)?.potentialWin ?? 0), 0);
}

/**
 * HW16/HW20: the bar's win in its exact text, or from 100,000 whole units in compact notation, so the bar keeps one
 * height and its labels their room; a screen reader reads the exact amount (the title has it too).
 */
function BarMoney({ minor, code, subunits }: { minor: number; code: string; subunits: number }) {
  const { locale } = useSite();
  const money = useMoneyText();
  const exact = money(minor, code, subunits);
  const compact = compactAmount(minor, subunits, locale);
  if (compact === null) return <>{exact}</>;
  return (
    <>
      <span aria-hidden="true">{`${compact} ${code}`}</span>
      <span className="visually-hidden">{exact}</span>
    </>
  );
}

/**
 * On a phone, the slip as a compact bar above the tab bar (issue 33 item 5): the count of picks, the total odds
 * (of one bet; several singles have none), the potential win and the way in. Picks leave the board in view; the
 * sheet opens when the bettor asks for it.
 * Shown only in the mobile layout, with at least one pick and the sheet closed; quick bet never fills the slip, so
 * it keeps its own bar. Self-contained (no props: it reads the slip's context) so any shell can place it.
 */
export function PhoneSlipBar() {
  const t = useSlipText();
  const { locale } = useSite();
  const money = useMoneyText();
  const format = useOddsFormat();
  const narrow = useNarrowViewport();
  const state = useSlipState();
  const { isOpen } = usePanelState();
  const { panel } = useSlipContext();
  const count = state.selectedOutcomeIds.length;
  if (!narrow || count === 0 || isOpen) return null;
  const odds = slipTotalOdds(state);
  const win = slipPotentialWin(state);
  const { code, subunits } = state.settings.currency;
  return (
    <section className="slip-bar" aria-label={t('slip.title')} data-testid="slip-bar">
      <span className="slip-bar__count" data-testid="slip-bar-count" aria-hidden="true">
        {localeNumerals(String(count), locale)}
      </span>
      <dl className="slip-bar__figures">
        {state.bets.length === 1 ? (
          <div>
            <dt>{t('slip.totalOdds')}</dt>
            <dd data-testid="slip-bar-odds">{odds === null ? '–' : oddsText(odds, format, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('slip.potentialWin')}</dt>
          <dd data-testid="slip-bar-win" title={win === null ? undefined : money(win, code, subunits)}>
            {win === null ? '–' : <BarMoney minor={win} code={code} subunits={subunits} />}
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--primary slip-bar__open"
        aria-expanded={false}
        aria-controls="slip-panel"
        data-testid="slip-bar-open"
        onClick={() => {
          panel.dispatch({ type: 'open' });
          focusPanelWhenShown();
        }}
      >
        {t('slip.open')}
        <span className="visually-hidden">, {t('slip.count', { count })}</span>
      </button>
    </section>
  );
}

export default PhoneSlipBar;
