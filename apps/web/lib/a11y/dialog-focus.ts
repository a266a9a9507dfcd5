'use client';
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The dialog's controls Tab reaches, in document order. */
export function dialogFocusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.tabIndex >= 0);
}

/**
 * The next control for Tab (or Shift+Tab with `back`) from `current` among `items`, wrapping at both ends, so
 * focus never leaves the dialog; from outside the list it starts at the first (or last) one.
 */
export function nextInCycle<T>(items: readonly T[], current: T | null, back: boolean): T | undefined {
  if (items.length === 0) return undefined;
  const at = current === null ? -1 : items.indexOf(current);
  if (at < 0) return back ? items[items.length - 1] : items[0];
  return items[(at + (back ? items.length - 1 : 1)) % items.length];
}

/**
 * A modal dialog's keyboard focus (SPEC.md WB6): focus moves to its first control when it opens; Tab and
 * Shift+Tab cycle through its controls only; focus that lands outside (a click on the backdrop, a script) is
 * brought back; Escape calls `onEscape`; when the dialog goes, focus returns to the control that had it
 * before, if it is still on the page.
 */
export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  onEscape: () => void,
): void {
  // The latest handler, so a re-render with a new closure neither re-runs the effect nor moves focus.
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = dialog.current;
    if (!open || !root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialogFocusables(root)[0] ?? root).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        escape.current();
        return;
      }
      if (e.key !== 'Tab') return;
      e.preventDefault();
      const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      nextInCycle(dialogFocusables(root), active, e.shiftKey)?.focus();
    };
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof Node && !root.contains(e.target)) (dialogFocusables(root)[0] ?? root).focus();
    };
    // A press outside (the backdrop) would drop focus on the body, which no focusin reports: keep it.
    const onPointerDown = (e: MouseEvent) => {
      if (e.target instanceof Node && !root.contains(e.target)) e.preventDefault();
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('mousedown', onPointerDown, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('mousedown', onPointerDown, true);
      if (previous?.isConnected) previous.focus();
    };
  }, [dialog, open]);
}
