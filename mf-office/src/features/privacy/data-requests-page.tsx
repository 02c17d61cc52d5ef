import type { OfficeDataRequest } from '@agency/contracts';
import { errorMessage, useApiMutation } from '@agency/shared-auth';
import { Alert, Button, Spinner, TextAreaField } from '@agency/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { LoadedList } from '../../components/lists';
import { Actions, Facts, ItemCard, Muted, Page, StatusPill } from '../../components/ui';
import { copy } from '../../copy';
import { formatWhen } from '../../lib/format';
import { markDone, useDataRequests } from './api';

const text = copy.dataRequests;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 1rem;
  p { margin: 0; }
  label { display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; }
  input { width: 20px; height: 20px; }
`;

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  h2 { font-size: 1.05rem; margin: 0; }
`;

function DoneForm({ request, onCancel }: { request: OfficeDataRequest; onCancel: () => void }) {
  const [outcome, setOutcome] = useState('');
  const [empty, setEmpty] = useState(false);
  const done = useApiMutation({ mutationFn: (value: string) => markDone(request.id, value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome.trim()) {
      setEmpty(true);
      return;
    }
    done.mutate(outcome.trim());
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextAreaField
        label={text.outcome}
        hint={request.kind === 'erasure' ? text.erasureHint : text.outcomeHint}
        value={outcome}
        onChange={(e) => setOutcome(e.target.value)}
        error={empty ? text.outcomeEmpty : undefined}
        maxLength={5000}
        data-autofocus
        autoFocus
      />
      {done.isError ? <Alert tone="error">{errorMessage(done.error, copy.common.failed)}</Alert> : null}
      <Actions>
        <Button $variant="secondary" onClick={onCancel}>
          {copy.common.cancel}
        </Button>
        <Button type="submit" disabled={done.isPending}>
          {done.isPending ? <Spinner label={text.saving} size={18} /> : text.markDone}
        </Button>
      </Actions>
    </form>
  );
}

function RequestCard({ request }: { request: OfficeDataRequest }) {
  const [answering, setAnswering] = useState(false);
  const id = useId();
  const tone = request.status !== 'open' ? 'done' : request.overdue ? 'warn' : 'plain';
  return (
    <ItemCard aria-labelledby={id}>
      <Title>
        <h2 id={id}>
          {text.kinds[request.kind]}: {request.name || request.email}
        </h2>
        <StatusPill $tone={tone}>{request.status === 'open' && request.overdue ? text.overdue : text.statuses[request.status]}</StatusPill>
      </Title>
      <Facts>
        <dt>{text.email}</dt>
        <dd>
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </dd>
        <dt>{text.received}</dt>
        <dd>{formatWhen(request.received_at)}</dd>
        <dt>{text.due}</dt>
        <dd>{formatWhen(request.due_at)}</dd>
        <dt>{text.message}</dt>
        <dd>{request.message}</dd>
        {request.outcome ? (
          <>
            <dt>{text.outcome}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{request.outcome}</dd>
            <dt>{text.handledBy}</dt>
            <dd>
              {request.handled_by} <Muted>{formatWhen(request.done_at)}</Muted>
            </dd>
          </>
        ) : null}
      </Facts>
      {request.status === 'open' ? (
        answering ? (
          <DoneForm request={request} onCancel={() => setAnswering(false)} />
        ) : (
          <Actions>
            <Button onClick={() => setAnswering(true)} aria-describedby={id}>
              {text.markDone}
            </Button>
          </Actions>
        )
      ) : null}
    </ItemCard>
  );
}

/**
 * Data-subject requests (NDPA 2023 ss. 34–38) that need a person, soonest due first, each with its due date
 * (30 days); "Mark done" records what was done (an erasure erases the account then). Cards, not a table: a phone
 * reads each without scrolling sideways.
 */
export function DataRequestsPage() {
  const [all, setAll] = useState(false);
  const requests = useDataRequests(all);
  return (
    <Page title={text.title}>
      <Head>
        <p>{text.intro}</p>
        <label>
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.target.checked)} />
          {text.showAll}
        </label>
      </Head>
      <LoadedList query={requests} empty={all ? text.noneAtAll : text.none}>
        {(list) => (
          <div>
            {list.map((r) => (
              <RequestCard key={r.id} request={r} />
            ))}
          </div>
        )}
      </LoadedList>
    </Page>
  );
}
