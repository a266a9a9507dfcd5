'use client';
import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * HW5: keyboard focus around the slip panel. A panel the player opens (a pick, the toggle, the phone's slip bar,
 * the account menu) takes focus; closing it gives focus back to where it came from (the odds button, else the toggle);
 * a control that disappears under the focus (a removed selection, a swapped button) hands it to the next
 * sensible control in the panel instead of dropping it on the page body. As a modal sheet (phones) the
 * panel keeps Tab inside.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The panel's controls Tab can reach, in order (visible ones only). */
export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && el.tabIndex >= 0,
  );
}

const shown = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && el.getClientRects().length > 0;

function tryFocus(el: HTMLElement | null | undefined): boolean {
  if (!shown(el)) return false;
  el.focus();
  return document.activeElement === el;
}

/** Where focus lands when the control that had it is gone: asked for by the remover, else the main action. */
let requested: (() => HTMLElement | null) | null = null;

/** The next control to take focus if the focused one disappears (e.g. the next selection's remove button). */
export function requestPanelFocus(target: () => HTMLElement | null): void {
  requested = target;
}

/**
 * Moves focus into the panel once it shows: for controls that open it from a place that disappears with the
 * click (the account menu), where the opening itself finds no focus on the page to take from.
 */
export function focusPanelWhenShown(): void {
  requestAnimationFrame(() =>
    tryFocus(document.querySelector<HTMLElement>('#slip-panel [role="tab"][aria-selected="true"]')),
  );
}

function rescue(root: HTMLElement): void {
  const asked = requested?.();
  requested = null;
  if (tryFocus(asked)) return;
  const main = root.querySelector<HTMLElement>(
    '[data-testid="slip-accept-changes"], [data-testid="slip-place"]:not([disabled]), [data-testid="slip-done"]',
  );
  if (tryFocus(main)) return;
  tryFocus(root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'));
}

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !(active as HTMLElement).isConnected;
};

export function usePanelFocus(panel: RefObject<HTMLElement | null>, isOpen: boolean, modal: boolean) {
  const origin = useRef<{ el: HTMLElement | null; outcome: string | null }>({ el: null, outcome: null });
  const inside = useRef(false);
  const open = useRef(isOpen);

  // The last control outside the panel that had focus is where focus goes back to.
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      const target = e.target;
      if (!(target instanceof HTMLElement)) return;
      inside.current = !!panel.current?.contains(target);
      if (inside.current || target.closest('dialog, [aria-modal="true"]')) return;
      // The phone's slip bar only opens the panel and leaves with it: focus goes back to the pick before it.
      if (target.closest('[data-testid="slip-bar"]') && origin.current.el) return;
      origin.current = { el: target, outcome: target.getAttribute('data-outcome') };
    };
    // A click or tap outside the panel (even on nothing focusable) is the player leaving it: focus that then
    // falls to the body is theirs to place, not the panel's to take back.
    const onPointerDown = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !panel.current?.contains(e.target)) inside.current = false;
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, [panel]);

  const giveBack = useCallback(() => {
    const { el, outcome } = origin.current;
    // The odds button may have been re-rendered (or the page changed): find it again by its outcome key.
    const again = outcome
      ? document.querySelector<HTMLElement>(`[data-outcome="${CSS.escape(outcome)}"]`)
      : null;
    if (tryFocus(el) || tryFocus(again)) return;
    if (tryFocus(document.querySelector<HTMLElement>('[data-testid="slip-bar-open"]'))) return;
    tryFocus(document.querySelector<HTMLElement>('[data-testid="slip-toggle"]'));
  }, []);

  // A control removed or disabled under the focus: hand focus on inside the panel.
  useEffect(() => {
    const root = panel.current;
    if (!root) return;
    const observer = new MutationObserver(() => {
      if (!inside.current || !open.current || !focusLost()) return;
      rescue(root);
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    return () => observer.disconnect();
  }, [panel]);

  useEffect(() => {
    const root = panel.current;
    const was = open.current;
    open.current = isOpen;
    if (!root || was === isOpen) return;
    if (isOpen) {
      // Opened by the player, whose focus is on the page: focus moves in. A panel that comes back open
      // on page load (focus on the body) leaves focus where it is.
      const active = document.activeElement;
      if (active && active !== document.body && !root.contains(active)) {
        if (!tryFocus(root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))) root.focus();
      }
    } else if (inside.current || focusLost() || root.contains(document.activeElement)) {
      inside.current = false;
      giveBack();
    }
  }, [isOpen, panel, giveBack]);

  /** The sheet as a modal dialog: Tab and Shift+Tab go round inside it. */
  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const root = panel.current;
      if (!modal || e.key !== 'Tab' || !root) return;
      const items = focusablesIn(root);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !root.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    },
    [panel, modal],
  );

  return { onKeyDown };
}
