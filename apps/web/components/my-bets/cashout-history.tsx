'use client';
import type { BetDto } from '@slipstream/contract';
import { useSlipText } from '../../lib/slip/use-slip-text';
import { useMoneyText } from '../slip/use-money-text';

/** What partial cashouts paid so far, and whether the automatic cashout closed the bet (SPEC.md CO7, CO8). */
export function CashoutHistory({ bet }: { bet: BetDto }) {
  const t = useSlipText();
  const money = useMoneyText();
  const part = bet.partial_cashout ?? null;
  if (!part && !bet.auto_cashed_out) return null;
  return (
    <p className="cashout__history" data-testid="cashout-history">
      {part ? (
        <span data-testid="partial-cashout-so-far">
          {t('myBets.partialSoFar')}: {money(part.amount.value, part.amount.currency, part.amount.subunits)}
        </span>
      ) : null}
      {part && bet.auto_cashed_out ? ' · ' : null}
      {bet.auto_cashed_out ? <span data-testid="auto-cashed-out">{t('myBets.autoDoneShort')}</span> : null}
    </p>
  );
}
