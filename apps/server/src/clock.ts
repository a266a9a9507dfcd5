/** Time is injected everywhere so tests and the simulated feed can control it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
