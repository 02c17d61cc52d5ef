import { callEndpoint } from '@agency/shared-auth/endpoints';
import { Button, Link } from '@agency/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOfficeAction } from '../../components/office-action';
import { UnreadBadge } from '../../components/ui';
import { copy } from '../../copy';
import { formatLagosWhen } from '../../lib/lagos-time';
import { engagementPath } from '../../lib/office-paths';
import { useUnread } from '../../lib/unread';
import { noticesCopy } from './copy';

const text = copy.bell;

const Wrap = styled.div`
  position: relative;
`;

const Toggle = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.6rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.color.surfaceAlt}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  span { margin-left: 0; }
`;

/** Under the bell; on a phone it spans the viewport's width less its margins, never more. */
const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.4rem);
  z-index: 20;
  width: min(22rem, calc(100vw - 2rem));
  padding: 0.75rem 0.9rem;
  background: ${({ theme }) => theme.color.surface};
  /* The panel opens inside the frame's dark header, whose light text it must not inherit. */
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  overflow-wrap: anywhere;
  p { margin: 0; }
  ul { list-style: none; margin: 0; padding: 0; }
  li + li { margin-top: 0.35rem; }
  a { display: flex; flex-wrap: wrap; gap: 0.3rem; align-items: center; padding: 0.35rem 0; min-height: 24px; color: ${({ theme }) => theme.color.primary}; }
  /* On a phone the bell may sit anywhere in the wrapped header: the list opens in the flow, below it. */
  @media (max-width: 719px) {
    position: static;
    margin-top: 0.4rem;
    box-shadow: none;
    a { min-height: 44px; }
  }
`;

/** Not a heading: the panel opens inside the frame's header, before the page's h1. */
const Title = styled.p`
  font-weight: 700;
  && { margin: 0 0 0.5rem; }
`;

const Group = styled.p`
  font-weight: 700;
  font-size: 0.92rem;
  && { margin: 0.75rem 0 0.25rem; }
`;

/** Phones get 44 px targets in the panel; a wide screen's pointer needs less. */
const Notices = styled.ul`
  && a { display: block; min-height: 44px; }
  small { display: block; color: ${({ theme }) => theme.color.muted}; font-size: 0.85rem; }
  strong { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.04em; margin-right: 0.35rem; }
`;

const MarkAll = styled(Button).attrs({ $variant: 'secondary' as const })`
  margin-top: 0.75rem;
  min-height: 44px;
  padding: 0.35rem 0.9rem;
  font-size: 0.92rem;
`;

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The frame's bell (issue 26): how many client messages and notices this staff member has not read (the API's
 * total), the threads with unread messages and the latest notices, each linking to its request's page, and "Mark
 * all as read" for the notices. Closes on Escape (focus back on the bell), on a click elsewhere and when a link is
 * chosen.
 */
export function NotificationsBell() {
  const unread = useUnread();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const total = unread.data?.total ?? 0;
  const feedback = useOfficeAction();
  const t = noticesCopy;

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('mousedown', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Wrap ref={wrap}>
      <Toggle ref={toggle} aria-label={text.label(total)} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <BellIcon />
        {total > 0 ? <UnreadBadge aria-hidden="true">{total}</UnreadBadge> : null}
      </Toggle>
      {open ? (
        <Panel id={panelId} role="region" aria-labelledby={headingId}>
          <Title id={headingId}>{t.title}</Title>
          {unread.isError ? <p>{copy.common.loadFailed}</p> : null}
          <Group>{t.threads}</Group>
          {unread.data && unread.data.threads.length > 0 ? (
            <ul aria-label={t.threads}>
              {unread.data.threads.map((th) => (
                <li key={th.request_id}>
                  <Link to={engagementPath(th.request_id)} onClick={() => setOpen(false)}>
                    <span>{text.item(th.client, th.subject)}</span>
                    <UnreadBadge>{text.count(th.unread)}</UnreadBadge>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>{text.none}</p>
          )}
          <Group>{t.notices}</Group>
          {unread.data && unread.data.notices.length > 0 ? (
            <Notices aria-label={t.notices}>
              {unread.data.notices.map((n) => (
                <li key={n.id}>
                  <Link to={engagementPath(n.request_id)} onClick={() => setOpen(false)}>
                    <span>
                      <strong>{n.read ? t.read : t.unread}</strong> {t.noticeLabel(n.code, n.text)}
                    </span>
                    <small>
                      <time dateTime={n.at}>{copy.thread.at(formatLagosWhen(n.at))}</time>
                    </small>
                  </Link>
                </li>
              ))}
            </Notices>
          ) : (
            <p>{t.noNotices}</p>
          )}
          {feedback.view}
          {unread.data && unread.data.unread_notices > 0 ? (
            <MarkAll
              disabled={feedback.busy}
              onClick={() =>
                feedback.run({ run: () => callEndpoint('POST /api/office/notices/read', { body: {} }), success: t.marked, refresh: ['office/threads/unread'] })
              }
            >
              {t.markAll}
            </MarkAll>
          ) : null}
        </Panel>
      ) : null}
    </Wrap>
  );
}
