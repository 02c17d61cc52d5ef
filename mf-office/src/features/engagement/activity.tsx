import { useId } from 'react';
import styled from 'styled-components';
import { Loaded, Muted } from '../../components/ui';
import { copy } from '../../copy';
import { formatLagosWhen } from '../../lib/lagos-time';
import type { AuditEntry } from '../../lib/office-api';
import { auditDetails, describeAudit } from '../audit/describe';
import { useActivity, useLatestAudit } from './api';
import { activityCopy as text } from './copy';

const when = (at: string) => copy.thread.at(formatLagosWhen(at));

/** A timeline: one event a line, a rule down the left joining them; the words say everything, never the rule alone. */
const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0 0 0 1rem;
  border-left: 3px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  > li { position: relative; padding: 0.35rem 0 0.6rem 0.4rem; }
  > li::before {
    content: '';
    position: absolute;
    left: -1.55rem;
    top: 0.65rem;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.primary};
  }
  p { margin: 0; }
`;

const Small = styled(Muted)`
  display: block;
  font-size: 0.88rem;
`;

const Details = styled.ul`
  margin: 0.2rem 0 0;
  padding-left: 1.1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The audit log's targets name a record and its id ("request 12", "project 3", "proposal 7"; a few write
 * "block:4"): this engagement's entries are those of its request, its project, its proposals and its files.
 */
export function isEngagementEntry(target: string, ids: { request: number; project: number | null; proposals: number[]; files: number[] }): boolean {
  const match = /^([a-z_ ]+?)[\s:#]+(\d+)$/i.exec(target.trim());
  if (!match) return false;
  const kind = match[1]!.toLowerCase();
  const id = Number(match[2]);
  if (kind === 'request') return id === ids.request;
  if (kind === 'project') return id === ids.project;
  if (kind === 'proposal') return ids.proposals.includes(id);
  if (kind === 'file') return ids.files.includes(id);
  return false;
}

function AuditTrail({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>{text.auditNone}</p>;
  return (
    <Timeline aria-label={text.auditTitle}>
      {entries.map((e) => {
        const details = auditDetails(e);
        return (
          <li key={e.id}>
            <p>{describeAudit(e)}</p>
            {details.length > 0 ? (
              <Details>
                {details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </Details>
            ) : null}
            <Small>
              {e.actor} · <time dateTime={e.at}>{when(e.at)}</time>
            </Small>
          </li>
        );
      })}
    </Timeline>
  );
}

/**
 * The engagement's activity (GET …/activity, oldest first: what the client and staff did) and its audit trail (the
 * staff changes the audit log holds for its request, project, proposals and files, newest first).
 */
export function Activity({ requestId, projectId, proposalIds, fileIds }: { requestId: number; projectId: number | null; proposalIds: number[]; fileIds: number[] }) {
  const headingId = useId();
  const timelineId = useId();
  const auditId = useId();
  const activity = useActivity(requestId, true);
  const audit = useLatestAudit(true);
  const ids = { request: requestId, project: projectId, proposals: proposalIds, files: fileIds };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{text.title}</h2>
      <p>
        <Muted>{text.intro}</Muted>
      </p>
      <h3 id={timelineId}>{text.timeline}</h3>
      <Loaded query={activity}>
        {(a) =>
          a.items.length === 0 ? (
            <p>{text.none}</p>
          ) : (
            <Timeline aria-labelledby={timelineId}>
              {a.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end, so a position is stable
                <li key={i}>
                  <p>{item.text}</p>
                  <Small>
                    {text.kinds[item.kind] ?? item.kind}
                    {item.by ? ` · ${text.by(item.by)}` : ''} · <time dateTime={item.at}>{when(item.at)}</time>
                  </Small>
                </li>
              ))}
            </Timeline>
          )
        }
      </Loaded>
      <h3 id={auditId}>{text.auditTitle}</h3>
      <p>
        <Muted>{text.auditIntro}</Muted>
      </p>
      <Loaded query={audit}>{(list) => <AuditTrail entries={list.filter((e) => isEngagementEntry(e.target, ids))} />}</Loaded>
    </section>
  );
}
