'use client';
import type { Odds } from '@slipstream/betting';
import { memo, useEffect, useRef } from 'react';
import { forgetCue, scheduleCueClear } from '../../lib/live/cue-sweeper';
import { useOutcome } from '../../lib/live/live-context';
import { isLocked } from '../../lib/live/odds-store';
import { oddsText } from '../../lib/format/odds-text';
import { useOddsFormat } from '../../lib/preferences/use-preferences';
import { useSite, useT } from '../../lib/site/site-context';
import { useSlipSelection } from '../../lib/slip/use-slip-selection';

/**
 * One price. It subscribes to its own outcome only, so a price change re-renders this button and nothing
 * else. The up/down cue replays on every move; a locked price is disabled.
 */
export const OddsButton = memo(function OddsButton({
  outcomeKey,
  label,
  context,
}: {
  outcomeKey: string;
  /** The outcome's short name shown on the button (1, X, 2, Over…). */
  label: string;
  /** What the price is for, read by screen readers (match and market). */
  context: string;
}) {
  const view = useOutcome(outcomeKey);
  const format = useOddsFormat();
  const { locale } = useSite();
  const t = useT();
  // [web betting] the slip's selected state and toggle (lib/slip/use-slip-selection.ts)
  const { selected, toggle } = useSlipSelection(outcomeKey);
  const priceRef = useRef<HTMLSpanElement>(null);
  const moveId = view?.moveId ?? 0;
  useEffect(() => {
    const element = priceRef.current;
    if (!element || moveId === 0) return;
    scheduleCueClear(element);
    return () => forgetCue(element);
  }, [moveId]);
  if (!view) {
    return (
      <span className="odds odds--empty" aria-hidden="true">
        <span className="odds__label">{label}</span>–
      </span>
    );
  }
  const locked = isLocked(view);
  const price = oddsText(view.odds as Odds, format, locale);
  const cue = view.move && view.moveId > 0 ? view.move : null;
  const state = locked
    ? t('odds.locked')
    : cue === 'up'
      ? t('odds.up')
      : cue === 'down'
        ? t('odds.down')
        : '';
  return (
    <button
      type="button"
      className="odds"
      disabled={locked}
      data-outcome={outcomeKey}
      data-move={cue ?? undefined}
      data-locked={locked || undefined}
      aria-pressed={selected}
      data-selected={selected || undefined}
      onClick={toggle}
    >
      {/* The accessible name is the visible text plus hidden context, so it always contains what is shown. */}
      <span className="visually-hidden">{context}: </span>
      <span className="odds__label">{label}</span>
      {locked ? (
        <svg className="odds__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
        </svg>
      ) : (
        // The cue value changes with every move (so React sets it again after the sweeper cleared it).
        <span ref={priceRef} className="odds__price" data-cue={cue ? `${cue}-${view.moveId}` : undefined}>
          {price}
        </span>
      )}
      {state ? <span className="visually-hidden">, {state}</span> : null}
    </button>
  );
});
