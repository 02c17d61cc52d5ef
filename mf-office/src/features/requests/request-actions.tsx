import { Button, ButtonLink, ConfirmDialog } from '@agency/shared-ui';
import { type ReactNode, useState } from 'react';
import type { useOfficeAction } from '../../components/office-action';
import { Actions } from '../../components/ui';
import { copy } from '../../copy';
import type { OfficeRequest } from '../../lib/office-api';
import { proposalEditorPath } from '../../lib/office-paths';
import { CLIENT_FACING } from '../../lib/office-query';
import { completeRequest, declineRequest, quoteRequest } from './api';
import { listCopy } from './copy';
import { QuoteRequest } from './quote-form';

/** What a change to a request makes stale: the office's lists (its page's thread too) and the client's portal. */
export const REQUEST_CHANGED = ['office/requests', ...CLIENT_FACING];

/**
 * What staff can do with a request, the same in the requests table and on the request's own page: quote,
 * proposals, start the project of a paid one, decline (once confirmed in the site's dialog: the client is told),
 * mark done. `before` goes first (the table's Open link). How each went is said in `feedback`'s status region.
 */
export function RequestActions({
  request: r,
  feedback,
  onStart,
  before,
}: {
  request: OfficeRequest;
  feedback: ReturnType<typeof useOfficeAction>;
  onStart: (request: OfficeRequest) => void;
  before?: ReactNode;
}) {
  const open = !r.is_done && r.price !== 'paid';
  const [declining, setDeclining] = useState(false);
  return (
    <Actions>
      {before}
      {open ? (
        <QuoteRequest
          request={r}
          busy={feedback.busy}
          onQuote={(quote) => feedback.submit({ run: () => quoteRequest(r.id, quote), success: copy.requests.quoted(r.id), refresh: REQUEST_CHANGED })}
        />
      ) : null}
      {!r.is_done ? (
        <ButtonLink $variant="secondary" to={proposalEditorPath(r.id)} aria-label={copy.proposals.linkLabel(r.id)}>
          {copy.proposals.link}
        </ButtonLink>
      ) : null}
      {r.price === 'paid' && r.project_id === null ? <Button onClick={() => onStart(r)}>{copy.requests.startProject}</Button> : null}
      {r.project_id !== null ? <span>{copy.requests.project(r.project_id)}</span> : null}
      {open ? (
        <Button $variant="secondary" disabled={feedback.busy} onClick={() => setDeclining(true)}>
          {copy.requests.decline}
        </Button>
      ) : null}
      {!r.is_done ? (
        <Button $variant="ghost" disabled={feedback.busy} onClick={() => feedback.run({ run: () => completeRequest(r.id), success: copy.requests.doneOk(r.id), refresh: REQUEST_CHANGED })}>
          {copy.requests.done}
        </Button>
      ) : null}
      <ConfirmDialog
        open={declining}
        texts={{ confirmTitle: listCopy.declineTitle, confirmBody: listCopy.declineBody(r.code, r.subject), confirmAction: copy.requests.decline, confirmCancel: listCopy.keepIt }}
        status="idle"
        onConfirm={() => {
          setDeclining(false);
          feedback.run({ run: () => declineRequest(r.id), success: copy.requests.declined(r.id), refresh: REQUEST_CHANGED });
        }}
        onClose={() => setDeclining(false)}
      />
    </Actions>
  );
}
