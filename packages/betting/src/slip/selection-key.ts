/**
 * A selection's identity in a slip. Outcome ids repeat across markets and specifiers ("1", "X", "2"), so the
 * key joins match, market, specifier and outcome. selectedOutcomeIds holds these keys.
 */
export function selectionKey(parts: {
  readonly matchId: string;
  readonly marketId: string;
  readonly specifier: string;
  readonly outcomeId: string;
}): string {
  return `${parts.matchId}/${parts.marketId}/${parts.specifier}/${parts.outcomeId}`;
}
