import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface MenuModality {
  open: boolean;
  /** The element that holds the menu button and the menu: focus stays inside it while the menu is open. */
  container: RefObject<HTMLElement | null>;
  /** Esc: close and hand focus back to the menu button. */
  onDismiss: () => void;
  /** The width from which the menu is shown inline; an open menu closes when the window grows past it. */
  closeFrom: string;
  onOutgrown: () => void;
}

/**
 * While the phone menu is open it behaves like a modal sheet: Esc closes it, Tab and Shift+Tab cycle
 * through the menu button and the menu's items only, and the page behind does not scroll (the backdrop
 * covers it). Returns the keydown handler for the container.
 */
export function useMenuModality({ open, container, onDismiss, closeFrom, onOutgrown }: MenuModality) {
  const handlers = useRef({ onDismiss, onOutgrown });
  handlers.current = { onDismiss, onOutgrown };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${closeFrom})`);
    if (wide.matches) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) handlers.current.onOutgrown();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, closeFrom]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Tab' || !container.current) return;
    // Open means the phone layout, where every control in the container is shown.
    const items = Array.from(container.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
}
