import { paths, useApiQuery } from '@agency/shared-auth';
import { Link } from '@agency/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatLagosTime } from '../../../lib/format';
import { unreadQuery, useMarkNoticesRead } from '../api/get-unread';
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
  width: min(360px, calc(100vw - 2rem));
  max-height: min(32rem, 75vh);
  overflow-y: auto;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.text};
  display: grid;
  gap: 0.5rem;
  /* The layout above must not show a closed panel: [hidden] alone loses to an author's display. */
  &[hidden] { display: none; }
  .title { font-size: 0.95rem; font-weight: 700; margin: 0; color: ${({ theme }) => theme.color.text}; }
  .title + * { margin-top: -0.25rem; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.15rem; }
  li { overflow-wrap: anywhere; min-width: 0; }
  /* Each entry is a whole target of at least 44 px (WCAG 2.5.8 and the guide's phones). */
  li a { display: block; min-height: 44px; padding: 0.35rem 0; box-sizing: border-box; }
  .notice a { display: grid; gap: 0.1rem; }
  .new { font-weight: 700; color: ${({ theme }) => theme.color.accent}; margin-right: 0.3rem; }
  .notice.unread .text { font-weight: 700; }
  .when { font-size: 0.85rem; color: ${({ theme }) => theme.color.muted}; }
  .mark {
    justify-self: start;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .mark[aria-disabled='true'] { border-color: ${({ theme }) => theme.color.border}; color: ${({ theme }) => theme.color.muted}; cursor: default; }
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
 * The frame's bell (issue 26): its number is the reader's unread total (messages from the agency plus unread
 * notices; no number when none), opening the notification centre: the threads with unread messages, then the
 * latest notices (a stage reached, a deliverable to review, a file shared…), the unread ones marked "New:" in
 * words. Following a notice marks it read; "Mark all as read" marks every notice read. Escape or a click
 * elsewhere closes it.
 */
export function NotificationBell() {
  const unread = useApiQuery(unreadQuery());
  const total = unread.data?.total ?? 0;
  const threads = unread.data?.threads ?? [];
  const notices = unread.data?.notices ?? [];
  const unreadNotices = unread.data?.unread_notices ?? notices.filter((notice) => !notice.read).length;
  const markRead = useMarkNoticesRead();
  const [said, setSaid] = useState('');
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
      <BellButton
        ref={button}
        aria-label={text.bell(total)}
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => {
          setSaid('');
          setOpen((was) => !was);
        }}
      >
        <BellIcon />
        {total > 0 ? <CountBadge aria-hidden="true">{total}</CountBadge> : null}
      </BellButton>
      <Popover id={popoverId} hidden={!open} role="group" aria-label={text.bellPanel}>
        <p className="title">{text.bellTitle}</p>
        {threads.length === 0 ? (
          <p>{text.bellNone}</p>
        ) : (
          <ul aria-label={text.bellTitle}>
            {threads.map((thread) => (
              <li key={thread.request_id}>
                <Link to={paths.requestThread(thread.request_id)} onClick={() => setOpen(false)}>
                  {text.bellItem(thread.code, thread.subject, thread.unread)}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="title">{text.noticesTitle}</p>
        {notices.length === 0 ? (
          <p>{text.noticesNone}</p>
        ) : (
          <ul aria-label={text.noticesTitle}>
            {notices.map((notice) => (
              <li key={notice.id} className={notice.read ? 'notice' : 'notice unread'}>
                <Link
                  to={paths.requestThread(notice.request_id)}
                  onClick={() => {
                    if (!notice.read) markRead.mutate([notice.id]);
                    setOpen(false);
                  }}
                >
                  <span className="text">
                    {notice.read ? null : <span className="new">{text.noticeUnread}</span>}
                    {text.noticeItem(notice.code, notice.text)}
                  </span>
                  <time className="when" dateTime={notice.at}>
                    {text.noticeAt(formatLagosTime(notice.at))}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {notices.length > 0 ? (
          // Stays in place (and focusable) once everything is read, so the focus is not lost under the reader.
          <button
            type="button"
            className="mark"
            aria-disabled={unreadNotices === 0 || markRead.isPending || undefined}
            aria-busy={markRead.isPending || undefined}
            onClick={() => {
              if (unreadNotices === 0 || markRead.isPending) return;
              markRead.mutate(undefined, {
                onSuccess: () => setSaid(text.markedRead),
                onError: () => setSaid(text.markReadFailed),
              });
            }}
          >
            {markRead.isPending ? text.markingRead : text.markAllRead}
          </button>
        ) : null}
        <p className="said" role="status">
          {said}
        </p>
      </Popover>
    </Wrap>
  );
}
