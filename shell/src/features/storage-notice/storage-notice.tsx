import { paths } from '@agency/contracts/pages';
import { readConsent, writeConsent } from '@agency/shared-auth/consent';
import { Button, Link, media } from '@agency/shared-ui';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';

/**
 * Fixed to the bottom of the viewport, over the page: it never takes room in the flow, so showing or dismissing
 * it moves nothing (CLS 0). Server-rendered, so it paints with the page's first paint: on a short page (sign-in,
 * at 360-412 px) its paragraph is the largest text, and a notice added after hydration became the page's LCP
 * seconds later on a phone. The page's <head> marks the document `data-storage-answered` before it paints when
 * this device has answered (STORAGE_ANSWERED_SCRIPT, site/src/storage-answered.ts), which hides it at once;
 * without JavaScript nothing non-essential can run, and a <noscript> style hides it too.
 */
const Panel = styled.section`
  html[data-storage-answered] & { display: none; }
  position: fixed;
  z-index: 90;
  left: 0.5rem;
  right: 0.5rem;
  bottom: 0.5rem;
  max-width: 460px;
  padding: 0.85rem 1rem;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-size: 0.9rem;
  line-height: 1.45;
  ${media.md} { left: auto; right: 1rem; bottom: 1rem; }
  h2 { font-size: 0.95rem; margin: 0 0 0.25rem; }
  p { margin: 0 0 0.6rem; }
`;

/**
 * Two equal columns for the buttons and the link on its own row at the start: every box's place is set by the panel,
 * never by the width of a text. The brand font often arrives after the first paint and swaps in (its stand-ins match
 * its metrics, not each word's width); with the buttons sized by their labels, that moved "Essential only" 4.7 px
 * sideways at 360 px (a layout shift, e2e/tests/privacy.spec.ts).
 */
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem;
  button { min-height: 44px; padding: 0.4rem 0.75rem; font-size: 0.9rem; }
  a { grid-column: 1 / -1; justify-self: start; display: inline-flex; align-items: center; min-height: 44px; }
`;

/**
 * The storage notice: says what the site keeps on the device (the session, the cart) and asks before the one
 * non-essential thing (the anonymous page-speed sample, `hasConsent('field-data')` in
 * `@agency/shared-auth/consent`). Shown only to a visitor who has not answered; either button
 * answers and hides it for good (the answer is kept in localStorage: essential storage of a preference).
 * Not a dialog: it traps no focus and blocks nothing; Escape inside it answers "essential only".
 */
export function StorageNotice() {
  // Open on the server and in the first client render (hydration must match the server's HTML); closed at once
  // for a visitor who has answered, whom the page's head script has already hidden it from.
  const [open, setOpen] = useState(true);
  const panel = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (readConsent()) setOpen(false);
    // A stored record this version cannot read is no answer: ask again, visibly.
    else document.documentElement.removeAttribute('data-storage-answered');
  }, []);
  // While open, focus moved by the keyboard scrolls clear of the panel (WCAG 2.4.11, focus not obscured), and the
  // page gains room below its end, so what lies at the very bottom (a button, the footer's links) can be scrolled
  // above the panel instead of staying under it. Room after the last element moves nothing on screen (CLS 0).
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element || readConsent()) return;
    const root = document.documentElement;
    const room = `${element.offsetHeight + 16}px`;
    root.style.scrollPaddingBottom = room;
    root.style.paddingBottom = room;
    return () => {
      root.style.scrollPaddingBottom = '';
      root.style.paddingBottom = '';
    };
  }, [open]);
  if (!open) return null;
  const answer = (fieldData: boolean) => {
    writeConsent({ 'field-data': fieldData });
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') answer(false);
  };
  return (
    <Panel ref={panel} aria-labelledby="storage-notice-title" data-storage-notice onKeyDown={onKeyDown}>
      <h2 id="storage-notice-title">{copy.storageNotice.title}</h2>
      <p>{copy.storageNotice.body}</p>
      <Actions>
        <Button $variant="primary" data-replay="shell" onClick={() => answer(true)}>
          {copy.storageNotice.allow}
        </Button>
        <Button $variant="secondary" data-replay="shell" onClick={() => answer(false)}>
          {copy.storageNotice.essentialOnly}
        </Button>
        <Link to={paths.privacy}>{copy.storageNotice.privacy}</Link>
      </Actions>
    </Panel>
  );
}
