/** account §7: GET /jackpots (refetched every 15 s), GET /jackpot-hits (every 60 s, limit 10). */
export const JACKPOTS_REFETCH_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
