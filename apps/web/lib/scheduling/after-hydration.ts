import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Starts that hydration would otherwise make all at once: every query's first fetch and every lazy panel's
 * chunk load ran in hydration's passive effects, one main-thread task of 125–140 ms at 4× CPU on the match
 * page (docs/PERFORMANCE.md, "Web"). Here each start waits for a task of its own after hydration, in order of
 * rank (what is in view first, then what is below it, then the panels no one has opened yet), so no task
 * after hydration does more than one of them. Once the first round has run, later starts (a client-side
 * navigation's new page) go at once.
 */
export type StartRank = 'in-view' | 'below' | 'panel';
const ORDER: Record<StartRank, number> = { 'in-view': 0, below: 1, panel: 2 };

interface Waiting {
  rank: number;
  start: () => void;
}
const queue: Waiting[] = [];
let pumping = false;
let settled = false;

function pump(): void {
  const next = queue.shift();
  if (!next) {
    pumping = false;
    settled = true;
    return;
  }
  next.start();
  setTimeout(pump, 0);
}

/** Resolves in a task of its own after the current one (after hydration on a first load), by rank. */
export function afterHydration(rank: StartRank): Promise<void> {
  if (typeof window === 'undefined' || settled) return Promise.resolve();
  return new Promise((start) => {
    const r = ORDER[rank];
    // Stable by rank: behind every start of the same or a lower rank.
    let i = queue.length;
    while (i > 0 && queue[i - 1]!.rank > r) i--;
    queue.splice(i, 0, { rank: r, start });
    if (!pumping) {
      pumping = true;
      setTimeout(pump, 0);
    }
  });
}

/**
 * False while hydrating and until this component's turn (afterHydration), then true: a query's `enabled`.
 * The update renders, commits and runs its effects (the query's fetch) synchronously in that turn's task.
 */
export function useStartedAfterHydration(rank: StartRank): boolean {
  const [started, setStarted] = useState(settled);
  useEffect(() => {
    if (started) return;
    let live = true;
    void afterHydration(rank).then(() => {
      if (live) flushSync(() => setStarted(true));
    });
    return () => {
      live = false;
    };
  }, [started, rank]);
  return started;
}

/** For tests: forget the first round (the module's state is per page load). */
export function resetAfterHydrationForTests(): void {
  queue.length = 0;
  pumping = false;
  settled = false;
}
