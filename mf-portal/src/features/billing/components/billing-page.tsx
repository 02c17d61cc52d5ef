import type { billing } from '@agency/contracts';
import { errorMessage, paths, useApiQuery } from '@agency/shared-auth';
import { Alert, ButtonLink, LoadFailure, PageMeta, Spinner } from '@agency/shared-ui';
import { formatDay, formatKobo } from '@agency/shared-ui/billing';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '../../../components/page-layout';
import { copy } from '../../../copy';
import { billingQuery, fetchDocument, saveFile } from '../api/billing';
import { RetainersSection } from './retainers-section';

const text = copy.billing;

const Sections = styled.div`
  display: grid;
  gap: 1.75rem;
  min-width: 0;
  max-width: 960px;
  section { min-width: 0; }
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 0.75rem;
  margin: 0;
  div { padding: 0.75rem 1rem; border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; background: ${({ theme }) => theme.color.surface}; }
  dt { color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; }
  dd { margin: 0.2rem 0 0; font-size: 1.2rem; font-weight: 800; font-variant-numeric: tabular-nums; }
`;

/* Records as a list of cards, not a wide table: nothing scrolls sideways at 360 px. */
const Records = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0.25rem 1rem;
    align-items: start;
    padding: 0.85rem 1rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  .what { font-weight: 700; overflow-wrap: anywhere; margin: 0; }
  .meta { margin: 0.15rem 0 0; color: ${({ theme }) => theme.color.muted}; font-size: 0.9rem; overflow-wrap: anywhere; }
  .amount { font-weight: 800; text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; margin: 0; }
  .actions { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 0.5rem; }
`;

const DownloadButton = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: progress; }
`;

const KIND_LABEL: Record<billing.BillingDocument['kind'], string> = { invoice: 'Invoice', receipt: 'Receipt', credit_note: 'Credit note' };
const METHOD_LABEL: Record<string, string> = { card: 'Card', bank_transfer: 'Bank transfer', bank: 'Bank', ussd: 'USSD', sandbox: 'Sandbox', unknown: 'Not known' };
const PAYMENT_STATUS: Record<string, string> = { paid: 'Paid', refund_due: 'Refund due', refunded: 'Refunded', partially_refunded: 'Partly refunded' };
const REFUND_STATUS: Record<billing.BillingRefund['status'], string> = { pending: 'Pending', processed: 'Processed', failed: 'Failed' };

/** Downloads one document's PDF; a failure is said beside it. */
function Download({ number }: { number: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onClick = async () => {
    setState('busy');
    try {
      await saveFile(fetchDocument(number), `${number}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      {/* The visible words are the name (WCAG 2.5.3, label in name): a voice user says what they see. */}
      <DownloadButton onClick={onClick} disabled={state === 'busy'}>
        {text.download(number)}
      </DownloadButton>
      {state === 'failed' ? <span role="alert">{text.downloadFailed}</span> : null}
    </>
  );
}

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {count === 0 ? <p>{empty}</p> : <Records>{children}</Records>}
    </section>
  );
}

/** The figures of the whole history: what was invoiced, paid, refunded, and what is due now. */
export function totalsOf(answer: billing.BillingAnswer) {
  const invoiced = answer.documents.filter((d) => d.kind === 'invoice').reduce((s, d) => s + d.total_kobo, 0);
  const paid = answer.payments.reduce((s, p) => s + p.amount_kobo, 0);
  const refunded = answer.refunds.filter((r) => r.status !== 'failed').reduce((s, r) => s + r.amount_kobo, 0);
  return { invoiced, paid, refunded, outstanding: answer.outstanding_kobo };
}

/** /billing: what is outstanding (paid through the requests' cart), totals, every document, payment and refund, billing details. */
export function BillingPage() {
  const load = useApiQuery(billingQuery);
  const failed = load.isError && !load.isFetching;
  const answer = failed ? undefined : load.data;
  const totals = answer ? totalsOf(answer) : undefined;
  const invoices = answer?.documents.filter((d) => d.kind === 'invoice') ?? [];
  const creditNotes = new Map((answer?.documents ?? []).filter((d) => d.kind === 'credit_note').map((d) => [d.number, d]));

  return (
    <PortalPage>
      <PageMeta title={text.metaTitle} description={text.metaDescription} />
      <h1>{text.title}</h1>
      {load.isFetching && !load.data ? <Spinner label={copy.common.loading} size={32} /> : null}
      {failed ? <LoadFailure message={errorMessage(load.error, text.loadFailed)} retryLabel={copy.common.retry} onRetry={() => void load.refetch()} /> : null}
      {answer && totals ? (
        <Sections>
          <section aria-label={text.outstanding}>
            <h2>{text.outstanding}</h2>
            {answer.due.length === 0 ? (
              <p>{text.nothingDue}</p>
            ) : (
              <>
                <Records>
                  {answer.due.map((item) => (
                    <li key={`${item.request_id}-${item.instalment_id ?? 'quote'}`}>
                      <div>
                        <p className="what">{item.label || copy.billing.outstanding}</p>
                        <p className="meta">
                          {item.invoice_number ? `${item.invoice_number} · ` : ''}
                          {item.due_at ? formatDay(item.due_at) : ''}
                        </p>
                      </div>
                      <p className="amount">{formatKobo(item.amount_kobo)}</p>
                      {item.invoice_number ? (
                        <div className="actions">
                          <Download number={item.invoice_number} />
                        </div>
                      ) : null}
                    </li>
                  ))}
                </Records>
                <Alert tone="info">{text.outstandingTotal(formatKobo(answer.outstanding_kobo))}</Alert>
                <ButtonLink to={paths.requests}>{text.payOutstanding}</ButtonLink>
              </>
            )}
          </section>
          <RetainersSection retainers={answer.retainers} List={Records} />
          <section aria-label={text.totals}>
            <h2>{text.totals}</h2>
            <Totals>
              <div>
                <dt>{text.invoiced}</dt>
                <dd>{formatKobo(totals.invoiced)}</dd>
              </div>
              <div>
                <dt>{text.paid}</dt>
                <dd>{formatKobo(totals.paid)}</dd>
              </div>
              <div>
                <dt>{text.refunded}</dt>
                <dd>{formatKobo(totals.refunded)}</dd>
              </div>
              <div>
                <dt>{text.outstanding}</dt>
                <dd>{formatKobo(totals.outstanding)}</dd>
              </div>
            </Totals>
          </section>
          <Section title={text.invoices} empty={text.noInvoices} count={invoices.length}>
            {invoices.map((doc) => (
              <li key={doc.id}>
                <div>
                  <p className="what">{doc.description}</p>
                  <p className="meta">
                    {KIND_LABEL[doc.kind]} {doc.number} · <time dateTime={doc.issued_at}>{formatDay(doc.issued_at)}</time>
                    {doc.vat_kobo > 0 ? ` · ${text.net} ${formatKobo(doc.net_kobo)} + ${text.vat} ${formatKobo(doc.vat_kobo)}` : ''}
                  </p>
                </div>
                <p className="amount">{formatKobo(doc.total_kobo)}</p>
                <div className="actions">
                  <Download number={doc.number} />
                </div>
              </li>
            ))}
          </Section>
          <Section title={text.payments} empty={text.noPayments} count={answer.payments.length}>
            {answer.payments.map((payment) => (
              <li key={payment.reference}>
                <div>
                  <p className="what">{payment.description}</p>
                  <p className="meta">
                    <time dateTime={payment.paid_at}>{formatDay(payment.paid_at)}</time> · {METHOD_LABEL[payment.method] ?? payment.method} ·{' '}
                    {text.reference} {payment.reference}
                    {payment.status !== 'paid' ? ` · ${PAYMENT_STATUS[payment.status] ?? payment.status}` : ''}
                    {payment.refunded_kobo > 0 ? ` · ${text.refunded} ${formatKobo(payment.refunded_kobo)}` : ''}
                  </p>
                </div>
                <p className="amount">{formatKobo(payment.amount_kobo)}</p>
                {payment.receipt_number ? (
                  <div className="actions">
                    <Download number={payment.receipt_number} />
                  </div>
                ) : null}
              </li>
            ))}
          </Section>
          <Section title={text.refunds} empty={text.noRefunds} count={answer.refunds.length}>
            {answer.refunds.map((refund) => (
              <li key={refund.id}>
                <div>
                  <p className="what">{refund.reason}</p>
                  <p className="meta">
                    <time dateTime={refund.created_at}>{formatDay(refund.created_at)}</time> · {REFUND_STATUS[refund.status]} · {text.reference}{' '}
                    {refund.payment_reference}
                    {refund.credit_note_number ? ` · ${creditNotes.get(refund.credit_note_number) ? KIND_LABEL.credit_note : ''} ${refund.credit_note_number}` : ''}
                  </p>
                </div>
                <p className="amount">−{formatKobo(refund.amount_kobo)}</p>
                {refund.credit_note_number ? (
                  <div className="actions">
                    <Download number={refund.credit_note_number} />
                  </div>
                ) : null}
              </li>
            ))}
          </Section>
        </Sections>
      ) : null}
    </PortalPage>
  );
}
