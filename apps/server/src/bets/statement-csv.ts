import { formatAmount } from '@slipstream/betting';
import type { StatementDto } from '@slipstream/contract';

/**
 * A CSV cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would run as a
 * formula (= + - @, tab, CR first) is prefixed with an apostrophe. Amounts are written by `amount`, never here.
 */
export function csvText(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The statement as CSV (RFC 4180, CRLF): a bets section, a movements section and the totals, amounts as exact
 * decimals of the currency ("12.50"), never floats.
 */
export function statementCsv(s: StatementDto): string {
  const amount = (minor: number) => formatAmount(minor, s.subunits);
  const lines: string[][] = [
    ['Statement', s.currency, `from ${s.from ?? 'start'}`, `to ${s.to ?? 'now'}`, `bets ${s.status}`],
    [],
    ['Bets'],
    ['Ref', 'Placed', 'Type', 'Status', 'Result', 'Selections', 'Odds', 'Stake', 'Cashed out', 'Settled'],
    ...s.bets.map((b) => [
      b.ref,
      b.created_at,
      csvText(b.type),
      b.status,
      b.result,
      csvText(b.selections),
      b.odds === null ? '' : String(b.odds),
      amount(b.stake),
      amount(b.cashed_out),
      amount(b.settled),
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      amount(s.totals.staked),
      amount(s.totals.cashed_out),
      amount(s.totals.settled),
    ],
    [],
    ['Wallet movements'],
    ['Date', 'Reason', 'Reference', 'Amount', 'Balance'],
    ['', 'opening balance', '', '', amount(s.totals.opening_balance)],
    ...s.movements.map((m) => [
      m.created_at,
      m.reason,
      csvText(m.reference),
      amount(m.amount),
      amount(m.balance_after),
    ]),
    ['', 'closing balance', '', amount(s.totals.movements), amount(s.totals.closing_balance)],
    [],
    ['Totals by reason'],
    ...Object.entries(s.totals.by_reason).map(([reason, total]) => [reason, amount(total)]),
  ];
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}
