import styled from 'styled-components';
import { LoadedList } from '../../components/lists';
import { Muted, Page } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { useAudit } from './api';
import { auditDetails, describeAudit } from './describe';

/** One entry a line: the sentence first, so a phone reads what happened without scrolling a table sideways. */
const Entries = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
  > li { padding: 0.7rem 1rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; }
  > li:last-child { border-bottom: 0; }
  p { margin: 0; }
`;

const Details = styled.ul`
  margin: 0.3rem 0 0;
  padding-left: 1.1rem;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Byline = styled(Muted)`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.88rem;
`;

/** Every staff write, newest first: what happened as a sentence (and what else changed, field by field), who and when. */
export function AuditPage() {
  const entries = useAudit();
  return (
    <Page title={copy.audit.title}>
      <LoadedList query={entries} empty={copy.audit.none}>
        {(list) => (
          <Entries aria-label={copy.audit.title}>
            {list.map((e) => {
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
                  <Byline>{copy.audit.byline(e.actor, formatWhen(e.at))}</Byline>
                </li>
              );
            })}
          </Entries>
        )}
      </LoadedList>
    </Page>
  );
}
