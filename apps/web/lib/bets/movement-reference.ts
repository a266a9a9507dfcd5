/**
 * A wallet movement's reference as the player reads it on the statement: the ledger's internal "bet:123" is the
 * bet's own reference, as the statement's bets table shows it (`B00000123`, apps/server/src/bets/statement.ts), so
 * the two tables can be matched; any other "kind:id" (deposit, bonus, jackpot hit) shows its id, the movement's
 * reason column already naming the kind. A reference is a code: shown in Latin digits (SPEC.md LC8).
 */
export function movementReference(reference: string): string {
  const bet = /^bet:(\d+)$/.exec(reference);
  if (bet) return `B${bet[1]!.padStart(8, '0')}`;
  const kind = /^[a-z_]+:(.+)$/.exec(reference);
  return kind ? kind[1]! : reference;
}
