'use client';
import { useEffect, useId, useRef, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves in and is trapped (Tab and Shift+Tab wrap), Escape closes, focus goes back
 * to where it was when the dialog closes. A non-closable one (§2 "made non-closable") ignores Escape and the
 * backdrop: only its own form ends it.
 */
export function Modal({
  title,
  onClose,
  children,
  testId,
  closable = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  closable?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => previous?.focus?.();
  }, []);
  // Escape with the focus nowhere in particular (on the page body after a frame or an alert went away) closes
  // it too; inside the dialog its own handler answers.
  useEffect(() => {
    if (!closable) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const target = e.target as Node | null;
      if (target && ref.current?.contains(target)) return;
      if (target instanceof Element && target !== document.body && target.closest('[role="dialog"]')) return;
      onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closable]);
  return (
    <div
      className="modal-backdrop"
      onMouseDown={(e) => closable && e.target === e.currentTarget && onClose()}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal"
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            if (closable) onClose();
            return;
          }
          if (e.key !== 'Tab' || !ref.current) return;
          const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
          const firstItem = items[0];
          const lastItem = items[items.length - 1];
          if (!firstItem || !lastItem) return;
          if (e.shiftKey && document.activeElement === firstItem) {
            e.preventDefault();
            lastItem.focus();
          } else if (!e.shiftKey && document.activeElement === lastItem) {
            e.preventDefault();
            firstItem.focus();
          }
        }}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
