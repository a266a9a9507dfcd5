/**
 * Clears price-move cues after a moment without React and without CSS animations: a cue is a static
 * attribute (one repaint when set, one when cleared), swept by one shared timer. With 1,000 live prices,
 * running CSS animations on every moved price cost more than all the rendering (npm run bench -w apps/web).
 */
export const CUE_MS = 1500;
const SWEEP_MS = 250;

const expiries = new Map<Element, number>();
let timer: ReturnType<typeof setInterval> | undefined;

function sweep(): void {
  const now = performance.now();
  for (const [element, at] of expiries) {
    if (at > now) continue;
    element.removeAttribute('data-cue');
    expiries.delete(element);
  }
  if (expiries.size === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

export function scheduleCueClear(element: Element, now: number = performance.now()): void {
  expiries.delete(element);
  expiries.set(element, now + CUE_MS);
  timer ??= setInterval(sweep, SWEEP_MS);
}

export function forgetCue(element: Element): void {
  expiries.delete(element);
}
