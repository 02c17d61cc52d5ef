import styled from 'styled-components';

/**
 * The proposal as the client reads it: the portal's /proposal/:id shows it and the office's editor previews it
 * with the very same component, so staff see exactly what the client will see. It lives here (the
 * '@agency/shared-ui/billing' entry, bundled into each remote that uses it, not shared at run time) so that
 * neither remote imports the other. Its props are the part of the contract's Proposal (contracts/src/billing.ts)
 * it shows, named as the wire names them: the portal passes the API's answer as it is, the editor its draft.
 */
export interface ProposalView {
  title: string;
  /** 1, 2, …: a changed proposal is a new version. */
  version?: number;
  scope: string;
  deliverables: string[];
  line_items: Array<{ description: string; quantity: number; unit_price_kobo: number; amount_kobo: number }>;
  net_kobo: number;
  vat_kobo: number;
  total_kobo: number;
  charge_vat: boolean;
  /** Basis points: 750 = 7.5%. */
  vat_rate_bp: number;
  /** A calendar day (YYYY-MM-DD). */
  valid_until: string;
  /** The plan: the deposit or full payment (stage null, due on acceptance), then milestones by stage. */
  instalments: Array<{ label: string; stage: string | null; amount_kobo: number }>;
  /** 'retainer': the total is charged each month (no instalments). */
  plan?: { kind: string };
}

const NAIRA_KOBO = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const NAIRA_WHOLE = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Kobo as naira: ₦2,500,000 when whole, ₦1,075,000.50 when there are kobo (documents reconcile to the kobo). */
export function formatKobo(kobo: number): string {
  return kobo % 100 === 0 ? NAIRA_WHOLE.format(kobo / 100) : NAIRA_KOBO.format(kobo / 100);
}

/** '12 January 2027' from a calendar day or an ISO time (read as UTC, so no time zone moves a day). */
export function formatDay(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : DAY.format(date);
}

export const proposalCopy = {
  scope: 'Scope',
  deliverables: 'Deliverables',
  items: 'Price',
  itemsCaption: 'Line items, in naira',
  description: 'Item',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  net: 'Net',
  vat: (rate: number) => `VAT (${rate}%)`,
  total: 'Total',
  plan: 'Payment plan',
  monthly: (amount: string) => `Monthly retainer: ${amount} a month, charged to your card each month until you cancel.`,
  planCaption: 'When each amount is due',
  instalment: 'Payment',
  due: 'Due',
  validUntil: (day: string) => `Valid until ${day}`,
  onAcceptance: 'On acceptance',
  whenStage: (stage: string) => `When the project reaches ${stage}`,
  version: (n: number) => `Version ${n}`,
};

const Doc = styled.article`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  h2 { font-size: 1.35rem; margin: 0; overflow-wrap: anywhere; }
  h3 { font-size: 1.05rem; margin: 0 0 0.5rem; }
  .meta { margin: 0.25rem 0 0; color: ${({ theme }) => theme.color.muted}; }
  .scope { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; }
  li { overflow-wrap: anywhere; }
`;

/* Tables stay within a 360 px screen: the description wraps, the numbers keep their lines. */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  caption { text-align: left; font-weight: 700; padding-bottom: 0.4rem; }
  th, td { padding: 0.45rem 0.35rem; border-bottom: 1px solid ${({ theme }) => theme.color.border}; vertical-align: top; }
  th { text-align: left; font-weight: 700; }
  td:first-child { overflow-wrap: anywhere; }
  .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
  tfoot th { text-align: right; font-weight: 600; }
  tfoot tr:last-child th, tfoot tr:last-child td { font-weight: 800; border-bottom: 0; }
  @media (max-width: 479px) { font-size: 0.85rem; th, td { padding: 0.4rem 0.2rem; } }
`;

/** The proposal document: scope, deliverables, priced lines with net, VAT and total, validity and the payment plan. */
export function ProposalDocument({ proposal, headingLevel = 2 }: { proposal: ProposalView; headingLevel?: 2 | 3 }) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const rate = proposal.charge_vat ? proposal.vat_rate_bp / 100 : 0;
  return (
    <Doc aria-label={proposal.title}>
      <header>
        <Title>{proposal.title}</Title>
        <p className="meta">
          {proposal.version && proposal.version > 1 ? `${proposalCopy.version(proposal.version)} · ` : ''}
          {proposalCopy.validUntil(formatDay(proposal.valid_until))}
        </p>
      </header>
      <section>
        <Sub>{proposalCopy.scope}</Sub>
        <p className="scope">{proposal.scope}</p>
      </section>
      {proposal.deliverables.length > 0 ? (
        <section>
          <Sub>{proposalCopy.deliverables}</Sub>
          <ul>
            {proposal.deliverables.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: deliverables are plain lines that may repeat
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section>
        <Sub>{proposalCopy.items}</Sub>
        <Table>
          <caption>{proposalCopy.itemsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{proposalCopy.description}</th>
              <th scope="col" className="num">{proposalCopy.quantity}</th>
              <th scope="col" className="num">{proposalCopy.unitPrice}</th>
              <th scope="col" className="num">{proposalCopy.amount}</th>
            </tr>
          </thead>
          <tbody>
            {proposal.line_items.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are in the order written and have no id of their own
              <tr key={i}>
                <td>{line.description}</td>
                <td className="num">{line.quantity}</td>
                <td className="num">{formatKobo(line.unit_price_kobo)}</td>
                <td className="num">{formatKobo(line.amount_kobo)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>{proposalCopy.net}</th>
              <td className="num">{formatKobo(proposal.net_kobo)}</td>
            </tr>
            {rate > 0 ? (
              <tr>
                <th scope="row" colSpan={3}>{proposalCopy.vat(rate)}</th>
                <td className="num">{formatKobo(proposal.vat_kobo)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row" colSpan={3}>{proposalCopy.total}</th>
              <td className="num">{formatKobo(proposal.total_kobo)}</td>
            </tr>
          </tfoot>
        </Table>
      </section>
      {proposal.plan?.kind === 'retainer' ? (
        <section>
          <Sub>{proposalCopy.plan}</Sub>
          <p>{proposalCopy.monthly(formatKobo(proposal.total_kobo))}</p>
        </section>
      ) : null}
      {proposal.instalments.length > 0 ? (
        <section>
          <Sub>{proposalCopy.plan}</Sub>
          <Table>
            <caption>{proposalCopy.planCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{proposalCopy.instalment}</th>
                <th scope="col">{proposalCopy.due}</th>
                <th scope="col" className="num">{proposalCopy.amount}</th>
              </tr>
            </thead>
            <tbody>
              {proposal.instalments.map((step, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a plan's steps are in order and may share a label
                <tr key={i}>
                  <td>{step.label}</td>
                  <td>{step.stage ? proposalCopy.whenStage(step.stage) : proposalCopy.onAcceptance}</td>
                  <td className="num">{formatKobo(step.amount_kobo)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      ) : null}
    </Doc>
  );
}
