import { paths, useApiQuery } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { unreadQuery } from '../api/get-unread';
import { CountBadge } from './unread-link';

const text = copy.layout;

/**
 * Not positioned itself: the list is placed under the frame's row of quick links (positioned), right-aligned, so
 * it stays on screen at 360 px even when the bell wraps to the start of a row.
 */
const Wrap = styled.div``;

const BellButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 40px;
  min-width: 44px;
  padding: 0 0.7rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Popover = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 20;
  width: min(320px, calc(100vw - 2rem));
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  .title { font-size: 0.95rem; font-weight: 700; margin: 0 0 0.5rem; color: ${({ theme }) => theme.color.text}; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.35rem; }
  li { overflow-wrap: anywhere; }
`;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The frame's bell (issue 26): the unread total from the agency (no count when none), opening a short list of the
 * threads with unread messages, each linking to its thread. Escape or a click elsewhere closes it.
 */
export function NotificationBell() {
  const unread = useApiQuery(unreadQuery());
  const total = unread.data?.total ?? 0;
  const threads = unread.data?.threads ?? [];
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <BellButton ref={button} aria-label={text.bell(total)} aria-expanded={open} aria-controls={popoverId} onClick={() => setOpen((was) => !was)}>
        <BellIcon />
        {total > 0 ? <CountBadge aria-hidden="true">{total}</CountBadge> : null}
      </BellButton>
      <Popover id={popoverId} hidden={!open}>
        <p className="title">{text.bellTitle}</p>
        {threads.length === 0 ? (
          <p>{text.bellNone}</p>
        ) : (
          <ul>
            {threads.map((thread) => (
              <li key={thread.request_id}>
                <Link to={paths.requestThread(thread.request_id)} onClick={() => setOpen(false)}>
                  {text.bellItem(thread.code, thread.subject, thread.unread)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Popover>
    </Wrap>
  );
}
