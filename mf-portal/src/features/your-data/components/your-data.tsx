import type { DataRequest, EraseAnswer } from '@agency/contracts';
import { paths as pagePaths } from '@agency/contracts/pages';
import { DPO_EMAIL } from '@agency/contracts/privacy-notice';
import { errorMessage, paths, useAuthStore } from '@agency/shared-auth';
import { formatDate } from '@agency/shared-auth/format';
import { Alert, Badge, Button, Card, ConfirmDialog, Link, PasswordField, SelectField, Spinner, TextAreaField, useNavigate } from '@agency/shared-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { useAskDataRequest, useConsents, useDataRequests, useDownloadExport, useErase, useSetNewsletter } from '../api/your-data';

const text = copy.yourData;

const Wrap = styled.section`
  margin-top: 2.5rem;
  max-width: 720px;
  overflow-wrap: anywhere;
  & > h2 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  & > p { color: ${({ theme }) => theme.color.muted}; }
`;

const Part = styled(Card)`
  margin-top: 1rem;
  h3 { font-size: 1.1rem; margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; }
  ul { margin: 0 0 0.75rem; padding-left: 1.25rem; }
  li a { display: inline-block; padding: 0.3rem 0; }
`;

const Requests = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: grid;
  gap: 0.75rem;
  li { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm}; padding: 0.75rem; }
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.2rem 0.75rem; margin: 0.5rem 0 0; font-size: 0.95rem; }
  dt { color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

function DownloadPart() {
  const download = useDownloadExport();
  const documents = download.data?.documents ?? [];
  return (
    <Part as="section" aria-labelledby="your-data-download">
      <h3 id="your-data-download">{text.downloadTitle}</h3>
      <p>{text.downloadBody}</p>
      <Button onClick={() => download.mutate()} disabled={download.isPending}>
        {download.isPending ? <Spinner label={text.downloading} size={18} /> : text.download}
      </Button>
      <div role="status">
        {download.isError ? <Alert tone="error">{text.downloadFailure}</Alert> : null}
        {download.isSuccess ? <p style={{ marginTop: '0.75rem' }}>{documents.length ? text.downloaded(documents.length) : text.noDocuments}</p> : null}
      </div>
      {documents.length ? (
        <ul>
          {documents.map((doc) => (
            <li key={doc.url}>
              <a href={doc.url}>{doc.title}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </Part>
  );
}

function NewsletterPart() {
  const consents = useConsents();
  const set = useSetNewsletter();
  const state = consents.data?.newsletter;
  const history = consents.data?.history ?? [];
  const on = state === 'subscribed' || state === 'pending';
  return (
    <Part as="section" aria-labelledby="your-data-newsletter">
      <h3 id="your-data-newsletter">{text.newsletterTitle}</h3>
      {consents.isPending ? <Spinner label={text.loading} size={18} /> : null}
      {state ? (
        <>
          <p role="status">{text.newsletter[state]}</p>
          {set.isError ? <Alert tone="error">{text.newsletterFailure}</Alert> : null}
          <Button $variant={on ? 'secondary' : 'primary'} onClick={() => set.mutate(!on)} disabled={set.isPending}>
            {set.isPending ? <Spinner label={text.newsletterSaving} size={18} /> : on ? text.newsletterOff : text.newsletterOn}
          </Button>
          {history.length ? (
            <details style={{ marginTop: '0.75rem' }}>
              <summary>{text.historyTitle}</summary>
              <ul>
                {history.map((record) => (
                  <li key={`${record.at}-${record.given}`}>
                    {text.history(record.given, formatDate(record.at), record.notice_version)}, {text.sources[record.source]}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
      {consents.isError ? <Alert tone="error">{errorMessage(consents.error, text.newsletterFailure)}</Alert> : null}
    </Part>
  );
}

function CorrectPart() {
  const ask = useAskDataRequest();
  const [kind, setKind] = useState<'correction' | 'restriction' | 'objection' | 'other'>('correction');
  const [message, setMessage] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    ask.mutate({ kind, message: message.trim() }, { onSuccess: () => setMessage('') });
  };
  return (
    <Part as="section" aria-labelledby="your-data-correct">
      <h3 id="your-data-correct">{text.correctTitle}</h3>
      <p>
        {text.correctBody} <Link to={paths.profile}>{text.profile}</Link>
      </p>
      <details>
        <summary>{text.askTitle}</summary>
        <form onSubmit={submit} noValidate style={{ marginTop: '0.75rem' }}>
          <p>{text.askBody}</p>
          <SelectField label={text.askKind} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
            {(Object.keys(text.askKinds) as Array<keyof typeof text.askKinds>).map((k) => (
              <option key={k} value={k}>
                {text.askKinds[k]}
              </option>
            ))}
          </SelectField>
          <TextAreaField label={text.askMessage} value={message} onChange={(e) => setMessage(e.target.value)} error={empty ? text.askEmpty : undefined} maxLength={5000} />
          <div role="status">
            {ask.isSuccess ? <Alert tone="success">{text.askSent}</Alert> : null}
            {ask.isError ? <Alert tone="error">{errorMessage(ask.error, text.askFailure)}</Alert> : null}
          </div>
          <Button type="submit" disabled={ask.isPending}>
            {ask.isPending ? <Spinner label={text.askSending} size={18} /> : text.askSend}
          </Button>
        </form>
      </details>
    </Part>
  );
}

function ErasedAnswer({ answer }: { answer: EraseAnswer }) {
  return (
    <div>
      <Alert tone={answer.status === 'erased' ? 'success' : 'info'}>
        {answer.status === 'erased' ? text.erased : `${answer.reason} ${text.queued(formatDate(answer.request.due_at))}`}
      </Alert>
      <h3 style={{ fontSize: '1rem', marginTop: '1rem' }}>{text.keptTitle}</h3>
      {answer.kept.length ? (
        <ul>
          {answer.kept.map((k) => (
            <li key={k.what}>{text.kept(k.what, k.why, formatDate(k.until))}</li>
          ))}
        </ul>
      ) : (
        <p>{text.keptNothing}</p>
      )}
    </div>
  );
}

function DeletePart() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const erase = useErase();
  const signOut = useAuthStore((s) => s.signOut);
  const navigate = useNavigate();
  const erased = useRef(false);
  useEffect(
    () => () => {
      if (erased.current) signOut();
    },
    [signOut],
  );
  const close = () => {
    setOpen(false);
    setPassword('');
    if (erase.data?.status === 'erased') {
      // The server ended the session: leave the signed-in portal for the home page.
      // Home first, and sign out once this page is gone: signed out on /settings, the page's guard would send
      // the visitor to the sign-in page instead.
      erased.current = true;
      navigate(pagePaths.home, { replace: true });
      return;
    }
    erase.reset();
  };
  return (
    <Part as="section" aria-labelledby="your-data-delete">
      <h3 id="your-data-delete">{text.deleteTitle}</h3>
      <p>{text.deleteBody}</p>
      <Button $variant="danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {text.delete}
      </Button>
      <ConfirmDialog
        open={open}
        texts={text}
        status={erase.status}
        canConfirm={password.length > 0}
        onConfirm={() => erase.mutate(password)}
        onClose={close}
        failureText={errorMessage(erase.error, text.deleteFailure)}
        successContent={erase.data ? <ErasedAnswer answer={erase.data} /> : null}
      >
        <PasswordField label={text.password} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} data-autofocus />
      </ConfirmDialog>
    </Part>
  );
}

function RequestItem({ request }: { request: DataRequest }) {
  return (
    <li>
      <Row>
        <strong>{text.kinds[request.kind]}</strong>
        <Badge>{text.statuses[request.status]}</Badge>
      </Row>
      <dl>
        <dt>{text.received}</dt>
        <dd>{formatDate(request.received_at)}</dd>
        {request.status === 'open' ? (
          <>
            <dt>{text.due}</dt>
            <dd>{formatDate(request.due_at)}</dd>
          </>
        ) : null}
        {request.outcome ? (
          <>
            <dt>{text.outcome}</dt>
            <dd>{request.outcome}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

function RequestsPart() {
  const requests = useDataRequests();
  return (
    <Part as="section" aria-labelledby="your-data-requests">
      <h3 id="your-data-requests">{text.requestsTitle}</h3>
      {requests.isPending ? <Spinner label={text.loading} size={18} /> : null}
      {requests.isError ? <Alert tone="error">{text.requestsFailure}</Alert> : null}
      {requests.data && requests.data.length === 0 ? <p>{text.requestsEmpty}</p> : null}
      {requests.data?.length ? (
        <Requests>
          {requests.data.map((r) => (
            <RequestItem key={r.id} request={r} />
          ))}
        </Requests>
      ) : null}
    </Part>
  );
}

/**
 * Settings → "Your data" (NDPA 2023 ss. 34–38): download everything (JSON and the documents), correct (the form
 * above, the profile, or a request a person answers), the newsletter on or off (withdrawing as easy as giving),
 * delete the account (typed password in the site's ConfirmDialog, then what was kept and why), and the log.
 */
export function YourData() {
  return (
    <Wrap id="your-data" aria-labelledby="your-data-title">
      <h2 id="your-data-title">{text.title}</h2>
      <p>
        {text.intro} <Link to={pagePaths.privacy}>{text.privacy}</Link>
      </p>
      <p>
        {text.dpo} <a href={`mailto:${DPO_EMAIL}`}>{DPO_EMAIL}</a>.
      </p>
      <DownloadPart />
      <CorrectPart />
      <NewsletterPart />
      <RequestsPart />
      <DeletePart />
    </Wrap>
  );
}
