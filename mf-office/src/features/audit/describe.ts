import { copy } from '../../copy';
import type { AuditEntry } from '../../lib/office-api';
import { naira, nairaFromKobo } from '../../lib/format';

type Values = Record<string, unknown>;

const asValues = (value: unknown): Values => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A stored price ('240000', '0' or 'paid') in people's words. */
function price(value: unknown): string {
  const raw = text(value);
  if (raw === 'paid') return copy.audit.paid;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? naira(n) : copy.audit.notQuoted;
}

/** One recorded value in people's words: yes/no, a list, a date, an amount. */
function value(key: string, v: unknown): string {
  if (v === null || v === undefined || v === '') return copy.audit.empty;
  if (typeof v === 'boolean') return v ? copy.audit.yes : copy.audit.no;
  if (key === 'price') return price(v);
  if (key === 'amount') return naira(Number(v));
  if (key === 'amount_kobo') return nairaFromKobo(Number(v));
  if (Array.isArray(v)) return v.map((item) => text(item) || JSON.stringify(item)).join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  if (key === 'progress' && typeof v === 'number') return `${v}%`;
  return String(v);
}

/** "start date" from startDate or start_date: the field's own name, in words, when the copy has no better one. */
function field(key: string): string {
  const named = (copy.audit.fields as Record<string, string>)[key];
  return named ?? key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** What changed between the values before and after, one "field: old → new" per change. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>, skip: string[] = []): string[] {
  const before = asValues(entry.before);
  const after = asValues(entry.after);
  if (entry.before === null || entry.before === undefined) return [];
  return Object.keys(after)
    .filter((key) => !skip.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => copy.audit.change(field(key), value(key, before[key]), value(key, after[key])));
}

/** "request 12" → "12"; whatever follows the record's kind. */
const targetId = (target: string) => target.replace(/^\S+\s+/, '');

/** An audit entry as one sentence a person would say, e.g. "Quoted request #4 at ₦999,999 (was ₦240,000)". */
export function describeAudit(entry: AuditEntry): string {
  const before = asValues(entry.before);
  const after = asValues(entry.after);
  const id = targetId(entry.target);
  const s = copy.audit.says;
  switch (entry.action) {
    case 'request.quote': {
      const was = price(before.price);
      return s.quoted(id, price(after.price), was === copy.audit.notQuoted ? null : was);
    }
    case 'request.decline':
      return s.declined(id);
    case 'request.done':
      return s.requestDone(id);
    case 'booking.handled':
      return s.bookingHandled(id);
    case 'booking.unhandled':
      return s.bookingUnhandled(id);
    case 'booking.reply':
      return s.bookingReply(id, text(after.to), text(after.subject));
    case 'message.handled':
      return s.messageHandled(id);
    case 'message.unhandled':
      return s.messageUnhandled(id);
    case 'message.reply':
      return s.messageReply(text(after.to), text(after.subject));
    case 'project.start':
      return s.projectStarted(text(after.project), id);
    case 'project.update':
      return s.projectUpdated(id);
    case 'project.done':
      return s.projectDone(id);
    case 'tutorial.create':
      return s.tutorialCreated(text(after.title) || id);
    case 'tutorial.update':
      return s.tutorialUpdated(text(after.title) || text(before.title) || id);
    case 'tutorial.finish':
      return s.tutorialFinished(text(after.title) || `#${id}`, after.isCertAwarded === true || after.is_cert_awarded === true);
    case 'payment.refund':
      return after.refunded === true ? s.refunded(id, value('amount_kobo', after.amount_kobo)) : s.refundRefused(id, value('amount_kobo', after.amount_kobo));
    case 'staff.invite':
      return s.invited(text(after.email));
    default:
      return s.other(entry.action, entry.target);
  }
}

/** The changes worth listing under the sentence: the ones it does not already say. */
export function auditDetails(entry: AuditEntry): string[] {
  switch (entry.action) {
    case 'request.quote':
      return auditChanges(entry, ['price']);
    case 'project.update':
    case 'tutorial.update':
      return auditChanges(entry);
    default:
      return [];
  }
}
