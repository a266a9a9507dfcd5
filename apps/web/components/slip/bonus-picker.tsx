'use client';
import { freeBetKind, isFreeBet, type SlipAction, type SlipBet } from '@slipstream/betting';
import { useId } from 'react';
import { oddsText } from '../../lib/format/odds-text';
import { useSite } from '../../lib/site/site-context';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from './use-money-text';

const FREE_BET_LABELS: Readonly<Record<string, string>> = {
  all_win: 'slip.freebetKind.all_win',
  only_win: 'slip.freebetKind.only_win',
  no_risk: 'slip.freebetKind.no_risk',
};

/**
 * Bonuses on one bet (§4): pick a free bet (the stake becomes its amount) or none; a combo boost shows its
 * boosted price. The offers arrive through bonusesUpdated (lib/bonuses/slip-bonus-bridge.tsx supplies them).
 */
export function BonusPicker({
  bet,
  index,
  disabled,
  dispatch,
}: {
  bet: SlipBet;
  index: number;
  disabled: boolean;
  dispatch: (a: SlipAction) => void;
}) {
  const t = useSlipText();
  const id = useId();
  const money = useMoneyText();
  const format = useOddsFormat();
  const { locale } = useSite();
  const freeBets = bet.availableBonuses.filter((b) => isFreeBet(b.type) && b.amount !== undefined);
  const boost = bet.bonus?.type === 'comboboost' && bet.bonusOdds ? bet.bonusOdds : null;
  if (freeBets.length === 0 && !boost) return null;
  const chosen = bet.bonus && isFreeBet(bet.bonus.type) ? bet.bonus.id : '';
  return (
    <div className="slip-field" data-testid={`bonus-${index}`}>
      {freeBets.length ? (
        <>
          <label htmlFor={id}>{t('slip.bonus')}</label>
          <select
            id={id}
            className="input"
            value={chosen}
            disabled={disabled}
            onChange={(e) =>
              dispatch(
                e.target.value
                  ? { type: 'chooseFreeBet', betIndex: index, bonusId: e.target.value }
                  : { type: 'removeFreeBet', betIndex: index },
              )
            }
          >
            <option value="">{t('slip.noFreebet')}</option>
            {freeBets.map((b) => (
              <option key={b.id} value={b.id}>
                {/* Which free bet is which: risk-free (staked from the balance), winnings only, or stake and winnings. */}
                {t(FREE_BET_LABELS[freeBetKind(b.type) ?? ''] ?? 'slip.freebet', {
                  amount: money(b.amount ?? 0, bet.currency, bet.subunits),
                })}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {boost ? (
        <p className="slip-msg">{t('slip.comboboost', { odds: oddsText(boost, format, locale) })}</p>
      ) : null}
    </div>
  );
}
