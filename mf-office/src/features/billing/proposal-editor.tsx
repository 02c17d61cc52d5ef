import type { billing } from '@agency/contracts';
import type { CatalogueService } from '@agency/contracts/catalogue';
import { Alert, Button, CheckboxField, Input, Select, TextAreaField, TextField, VisuallyHidden } from '@agency/shared-ui';
import { ProposalDocument, type ProposalView } from '@agency/shared-ui/billing';
import { type FormEvent, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../copy';
import { nairaFromKobo } from '../../lib/format';
import { koboToNairaText, nairaToKobo, splitPlan, vatOf } from './naira-input';

export const editorCopy = {
  heading: (subject: string) => `Proposal: ${subject}`,
  title: 'Title',
  scope: 'Scope',
  deliverables: 'Deliverables',
  deliverablesHint: 'One per line.',
  items: 'Line items',
  description: (n: number) => `Item ${n}: description`,
  quantity: (n: number) => `Item ${n}: quantity`,
  unitPrice: (n: number) => `Item ${n}: unit price (₦)`,
  addItem: 'Add a line item',
  removeItem: (n: number) => `Remove item ${n}`,
  stages: 'Project stages',
  stagesHint: 'One per line, in order. Accepting the proposal starts the project with these stages.',
  plan: 'Payment plan',
  planFull: 'All at once, on acceptance',
  planStaged: 'A deposit, then milestones tied to stages',
  monthly: 'Monthly retainer: the total is charged every month',
  monthlyHint: 'A Paystack subscription the client can cancel. Only for social media management, SEO, content marketing and ads campaigns.',
  deposit: 'Deposit (%)',
  milestone: (n: number) => `Milestone ${n}`,
  milestoneStage: (n: number) => `Milestone ${n}: stage`,
  milestonePercent: (n: number) => `Milestone ${n}: percent of the total`,
  addMilestone: 'Add a milestone',
  removeMilestone: (n: number) => `Remove milestone ${n}`,
  validUntil: 'Valid until',
  preview: 'Preview (as the client will see it)',
  send: 'Send to the client',
  onAcceptance: 'On acceptance',
  depositLabel: (percent: number) => `Deposit (${percent}%)`,
  milestoneLabel: (stage: string, percent: number) => `Milestone: ${stage} (${percent}%)`,
  fullLabel: 'Full payment',
  chooseStage: 'Choose a stage',
  problems: {
    title: 'Give the proposal a title.',
    scope: 'Describe the scope.',
    items: 'Every line item needs a description, a quantity of 1 or more and a price in naira (up to two decimals).',
    stages: 'List the project’s stages, one per line, without commas.',
    plan: 'The deposit and the milestones must add up to 100%, and each milestone needs its own stage.',
    validUntil: 'Choose the last day the proposal can be accepted.',
  },
};

interface LineText {
  description: string;
  quantity: string;
  price: string;
}
interface MilestoneText {
  stage: string;
  percent: string;
}

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  fieldset { border: 1px solid ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.sm}; padding: 0.75rem; margin: 0; display: grid; gap: 0.6rem; min-width: 0; }
  legend { font-weight: 700; padding: 0 0.25rem; }
  form { display: grid; gap: 1rem; min-width: 0; }
  .row { display: grid; gap: 0.4rem; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 600px) { .row { grid-template-columns: minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1.5fr) auto; align-items: end; } }
  .mrow { display: grid; gap: 0.4rem; grid-template-columns: minmax(0, 1fr); }
  @media (min-width: 600px) { .mrow { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto; align-items: end; } }
  label.small { display: grid; gap: 0.2rem; font-size: 0.9rem; font-weight: 600; }
  label.service { grid-column: 1 / -1; }
  .preview { border: 1px dashed ${({ theme }) => theme.color.border}; border-radius: ${({ theme }) => theme.radius.md}; padding: 1rem; min-width: 0; }
  .preview > h2 { font-size: 1rem; margin: 0 0 1rem; color: ${({ theme }) => theme.color.muted}; }
`;

const blankLine = (): LineText => ({ description: '', quantity: '1', price: '' });

/** Today plus `days`, as YYYY-MM-DD. */
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The office's proposal editor: line items (quantity × unit price typed in naira, kept as kobo), a deposit
 * percent and milestones tied to the project's stages, the validity date; beside it, the proposal exactly as
 * the client will read it (the portal's own ProposalDocument).
 */
export function ProposalEditor({
  subject,
  stages: initialStages,
  vat,
  busy,
  onSend,
  retainerAllowed = true,
  services,
}: {
  /** The published catalogue's services: picking one for a line item names it and prefills its "from" price. */
  services?: readonly CatalogueService[];
  subject: string;
  /** False when the request's service is not a monthly one (then no retainer is offered). */
  retainerAllowed?: boolean;
  /** The stages offered at first (the agency's usual ones); staff change them. */
  stages: string[];
  /** The agency's VAT setting (office billing settings). */
  vat: { charge_vat: boolean; vat_rate_bp: number };
  busy: boolean;
  onSend: (draft: billing.ProposalDraft) => void;
}) {
  const [title, setTitle] = useState(subject);
  const [scope, setScope] = useState('');
  const [deliverables, setDeliverables] = useState('');
  const [lines, setLines] = useState<LineText[]>([blankLine()]);
  const [deposit, setDeposit] = useState('40');
  const [milestones, setMilestones] = useState<MilestoneText[]>([]);
  const [monthlyChosen, setMonthly] = useState(false);
  const monthly = monthlyChosen && retainerAllowed;
  const [validUntil, setValidUntil] = useState(dayAfter(14));
  const [stageText, setStageText] = useState(initialStages.join('\n'));
  const stages = stageText.split('\n').map((x) => x.trim()).filter(Boolean);
  const stagesOk = stages.length > 0 && stages.every((x) => !x.includes(',') && x.length <= 60);
  const [problems, setProblems] = useState<string[]>([]);
  const ids = useId();

  const parsed = useMemo(() => {
    const items = lines.map((l) => ({ description: l.description.trim(), quantity: Number(l.quantity), unit_price: nairaToKobo(l.price) }));
    const itemsOk = items.length > 0 && items.every((i) => i.description && Number.isInteger(i.quantity) && i.quantity >= 1 && i.unit_price !== undefined);
    const net = items.reduce((sum, i) => sum + (Number.isInteger(i.quantity) ? i.quantity : 0) * (i.unit_price ?? 0), 0);
    const vatKobo = vat.charge_vat ? vatOf(net, vat.vat_rate_bp / 100) : 0;
    const depositPercent = Number(deposit);
    const mPercents = milestones.map((m) => Number(m.percent));
    const staged = !monthly && milestones.length > 0;
    const percents = staged ? [depositPercent, ...mPercents] : [100];
    const distinct = new Set(milestones.map((m) => m.stage)).size === milestones.length;
    const planOk = monthly || percents.every((p) => Number.isInteger(p) && p > 0) && percents.reduce((a, b) => a + b, 0) === 100 && milestones.every((m) => m.stage) && distinct;
    return { items, itemsOk, net, vatKobo, total: net + vatKobo, percents, planOk, depositPercent, mPercents, staged };
  }, [lines, deposit, milestones, vat, monthly]);

  const amounts = parsed.planOk && !monthly ? splitPlan(parsed.total, parsed.percents) : [];
  const view: ProposalView = {
    title: title.trim() || subject,
    scope,
    deliverables: deliverables.split('\n').map((d) => d.trim()).filter(Boolean),
    line_items: parsed.items.map((i) => {
      const quantity = Number.isInteger(i.quantity) ? i.quantity : 0;
      const unit = i.unit_price ?? 0;
      return { description: i.description, quantity, unit_price_kobo: unit, amount_kobo: quantity * unit };
    }),
    net_kobo: parsed.net,
    vat_kobo: parsed.vatKobo,
    total_kobo: parsed.total,
    charge_vat: vat.charge_vat,
    vat_rate_bp: vat.vat_rate_bp,
    valid_until: validUntil,
    plan: { kind: monthly ? 'retainer' : parsed.staged ? 'deposit' : 'full' },
    instalments: parsed.staged
      ? amounts.map((amount_kobo, i) => {
          const m = milestones[i - 1];
          return m
            ? { label: editorCopy.milestoneLabel(m.stage, parsed.mPercents[i - 1] ?? 0), stage: m.stage, amount_kobo }
            : { label: editorCopy.depositLabel(parsed.depositPercent), stage: null, amount_kobo };
        })
      : amounts.map((amount_kobo) => ({ label: editorCopy.fullLabel, stage: null, amount_kobo })),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: string[] = [];
    if (!title.trim()) found.push(editorCopy.problems.title);
    if (!scope.trim()) found.push(editorCopy.problems.scope);
    if (!parsed.itemsOk) found.push(editorCopy.problems.items);
    if (!stagesOk) found.push(editorCopy.problems.stages);
    if (!parsed.planOk || (!monthly && milestones.some((m) => !stages.includes(m.stage)))) found.push(editorCopy.problems.plan);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil)) found.push(editorCopy.problems.validUntil);
    setProblems(found);
    if (found.length > 0) return;
    onSend({
      title: title.trim(),
      scope: scope.trim(),
      deliverables: view.deliverables,
      line_items: parsed.items.map((i) => ({ description: i.description, quantity: i.quantity, unit_price_kobo: i.unit_price as number })),
      valid_until: validUntil,
      stages,
      plan: monthly
        ? { kind: 'retainer' }
        : parsed.staged
        ? { kind: 'deposit', deposit_percent: parsed.depositPercent, milestones: milestones.map((m, i) => ({ stage: m.stage, percent: parsed.mPercents[i] ?? 0 })) }
        : { kind: 'full' },
    });
  };

  const setLine = (index: number, change: Partial<LineText>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...change } : l)));
  const pickService = (index: number, code: string) => {
    const service = services?.find((s) => s.code === code);
    if (service) setLine(index, { description: service.name, ...(service.fromPrice === null ? {} : { price: koboToNairaText(service.fromPrice) }) });
  };
  const setMilestone = (index: number, change: Partial<MilestoneText>) => setMilestones((all) => all.map((m, i) => (i === index ? { ...m, ...change } : m)));

  return (
    <Layout>
      <form onSubmit={submit} noValidate aria-label={editorCopy.heading(subject)}>
        {problems.length > 0 ? (
          <Alert tone="error">
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <TextField label={editorCopy.title} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        <TextAreaField label={editorCopy.scope} value={scope} maxLength={5000} onChange={(e) => setScope(e.target.value)} />
        <TextAreaField label={editorCopy.deliverables} hint={editorCopy.deliverablesHint} value={deliverables} onChange={(e) => setDeliverables(e.target.value)} />
        <fieldset>
          <legend>{editorCopy.items}</legend>
          {lines.map((line, i) => {
            const n = i + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id yet
              <div className="row" key={i}>
                {services && services.length > 0 ? (
                  <label className="small service" htmlFor={`${ids}-c${i}`}>
                    {copy.catalogue.pick.service(n)}
                    <Select id={`${ids}-c${i}`} value={services.find((s) => s.name === line.description)?.code ?? ''} onChange={(e) => pickService(i, e.target.value)}>
                      <option value="">{copy.catalogue.pick.none}</option>
                      {services.map((s) => (
                        <option key={s.code} value={s.code}>
                          {s.name} ({s.fromPrice === null ? copy.catalogue.pick.quotedOnly : copy.catalogue.pick.from(nairaFromKobo(s.fromPrice))})
                        </option>
                      ))}
                    </Select>
                  </label>
                ) : null}
                <label className="small" htmlFor={`${ids}-d${i}`}>
                  {editorCopy.description(n)}
                  <Input id={`${ids}-d${i}`} value={line.description} maxLength={300} onChange={(e) => setLine(i, { description: e.target.value })} />
                </label>
                <label className="small" htmlFor={`${ids}-q${i}`}>
                  {editorCopy.quantity(n)}
                  <Input id={`${ids}-q${i}`} inputMode="numeric" value={line.quantity} onChange={(e) => setLine(i, { quantity: e.target.value })} />
                </label>
                <label className="small" htmlFor={`${ids}-p${i}`}>
                  {editorCopy.unitPrice(n)}
                  <Input id={`${ids}-p${i}`} inputMode="decimal" value={line.price} onChange={(e) => setLine(i, { price: e.target.value })} />
                </label>
                <Button type="button" $variant="ghost" disabled={lines.length === 1} onClick={() => setLines((all) => all.filter((_, j) => j !== i))}>
                  <span aria-hidden="true">✕</span>
                  <VisuallyHidden>{editorCopy.removeItem(n)}</VisuallyHidden>
                </Button>
              </div>
            );
          })}
          <Button type="button" $variant="secondary" onClick={() => setLines((all) => [...all, blankLine()])}>
            {editorCopy.addItem}
          </Button>
        </fieldset>
        <TextAreaField label={editorCopy.stages} hint={editorCopy.stagesHint} value={stageText} onChange={(e) => setStageText(e.target.value)} />
        <fieldset>
          <legend>{editorCopy.plan}</legend>
          {retainerAllowed ? <CheckboxField label={editorCopy.monthly} hint={editorCopy.monthlyHint} checked={monthly} onChange={(e) => setMonthly(e.target.checked)} /> : null}
          {monthly ? null : <p>{milestones.length > 0 ? editorCopy.planStaged : editorCopy.planFull}</p>}
          {!monthly && milestones.length > 0 ? (
            <label className="small" htmlFor={`${ids}-deposit`}>
              {editorCopy.deposit}
              <Input id={`${ids}-deposit`} inputMode="numeric" value={deposit} onChange={(e) => setDeposit(e.target.value)} />
            </label>
          ) : null}
          {(monthly ? [] : milestones).map((m, i) => {
            const n = i + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows being typed have no id yet
              <div className="mrow" key={i}>
                <label className="small" htmlFor={`${ids}-s${i}`}>
                  {editorCopy.milestoneStage(n)}
                  <Select id={`${ids}-s${i}`} value={m.stage} onChange={(e) => setMilestone(i, { stage: e.target.value })}>
                    <option value="">{editorCopy.chooseStage}</option>
                    {stages.map((x) => (
                      <option key={x} value={x}>
                        {x}
                      </option>
                    ))}
                  </Select>
                </label>
                <label className="small" htmlFor={`${ids}-m${i}`}>
                  {editorCopy.milestonePercent(n)}
                  <Input id={`${ids}-m${i}`} inputMode="numeric" value={m.percent} onChange={(e) => setMilestone(i, { percent: e.target.value })} />
                </label>
                <Button type="button" $variant="ghost" onClick={() => setMilestones((all) => all.filter((_, j) => j !== i))}>
                  <span aria-hidden="true">✕</span>
                  <VisuallyHidden>{editorCopy.removeMilestone(n)}</VisuallyHidden>
                </Button>
              </div>
            );
          })}
          {monthly ? null : (
            <Button type="button" $variant="secondary" onClick={() => setMilestones((all) => [...all, { stage: stages[all.length + 1] ?? '', percent: '' }])}>
              {editorCopy.addMilestone}
            </Button>
          )}
        </fieldset>
        <TextField label={editorCopy.validUntil} type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
        <div>
          <Button type="submit" disabled={busy}>
            {editorCopy.send}
          </Button>
        </div>
      </form>
      <section className="preview" aria-labelledby={`${ids}-preview`}>
        <h2 id={`${ids}-preview`}>{editorCopy.preview}</h2>
        <ProposalDocument proposal={view} headingLevel={3} />
      </section>
    </Layout>
  );
}
