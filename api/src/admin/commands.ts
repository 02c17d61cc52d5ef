import { parseArgs } from 'node:util';
import { createTutorial, editTutorial, finishTutorial, findTutorial, type TutorialFields } from '../academy/queries';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { tutorials } from '../db/schema';
import { audited, CLI_ACTOR, recordAudit } from '../office/audit';
import { listBookings, listMessages, listSubscribers } from '../office/inbox';
import { inviteStaff } from '../office/staff';
import { listPayments, projectById, projectState, requestById, requestState } from '../office/work';
import { seedDemo } from '../db/seed';
import { terminalSafe } from './terminal-safe';
import { HttpError } from '../lib/errors';
import { listMailFailures } from '../mail/failures';
import { refundDuplicate } from '../payments/service';
import { advanceProject, completeProject, startProject } from '../portal/queries';
import { completeRequest, quoteRequest } from '../requests/queries';

export const USAGE = `Usage: pnpm admin <command> [options]

Reading
  bookings [--all] [--limit N]          new bookings (status Pending); --all for every request
  messages [--limit N]                  contact messages, newest first
  subscribers                           newsletter subscribers
  tutorials                             every tutorial
  mail-failures [--limit N]             emails not delivered after every retry, with the last error
  refunds [--retry]                     payments that delivered nothing (refund_due, refunded): items already
                                        paid, or a price re-quoted or declined after checkout began (reason);
                                        --retry asks Paystack again for the ones still due

Requests and projects
  quote <request id> <price in naira>   quote a price (status Quoted; the client can then pay)
  start-project <request id> --stages "Design,Build,Launch" [--url URL]
                                        start the project of a paid request
  advance <project id> [--stage NAME] [--url URL]
                                        move a project to a stage (its progress follows the stages)
  done-request <request id>             mark a request (and its project) done: status Completed
  done-project <project id>             mark a project (and its request) done

Tutorials
  tutorial-create --title T --course-id FWD2026 --start 2026-09-01 --end 2026-11-30
                  [--amount NAIRA] [--brief TEXT] [--description TEXT] [--instructor NAME]
                  [--link URL] [--learn "First|Second"] [--current] [--certificate]
  tutorial-edit <tutorial id> [same options; --current=false / --certificate=false to unset]
  tutorial-finish <tutorial id>         end it: students can view their certificates

Staff
  staff-invite <email> <name>           make a staff account and print its set-up link (the first
                                        staff member; later ones are invited from /office)

  seed-demo                             add the demo content to an empty database
`;

const table = (rows: Record<string, unknown>[]): string => {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const cells = rows.map((r) => keys.map((k) => formatCell(r[k])));
  const widths = keys.map((k, i) => Math.min(60, Math.max(k.length, ...cells.map((c) => c[i]!.length))));
  const line = (values: string[]) => values.map((v, i) => (v.length > widths[i]! ? `${v.slice(0, widths[i]! - 1)}…` : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(keys), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
};

function formatCell(value: unknown): string {
  if (value instanceof Date) return value.toISOString().replace('T', ' ').slice(0, 16);
  if (Array.isArray(value)) return terminalSafe(value.join(' | '));
  return terminalSafe(String(value ?? '').replace(/\s+/g, ' '));
}

function positiveInt(value: string | undefined, what: string): number {
  if (!value || !/^\d+$/.test(value) || Number(value) <= 0 || Number(value) > 2_147_483_647) throw new HttpError(400, `${what} must be a positive whole number.`);
  return Number(value);
}

function flagBool(value: string | boolean | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === '') return true;
  if (value === 'false') return false;
  throw new HttpError(400, `Expected true or false, got "${value}".`);
}

const tutorialOptions = {
  title: { type: 'string' },
  'course-id': { type: 'string' },
  start: { type: 'string' },
  end: { type: 'string' },
  amount: { type: 'string' },
  brief: { type: 'string' },
  description: { type: 'string' },
  instructor: { type: 'string' },
  link: { type: 'string' },
  learn: { type: 'string' },
  current: { type: 'string' },
  certificate: { type: 'string' },
} as const;

/** Boolean flags may be given bare (--current) or with a value (--current=false). */
function normaliseBareFlags(args: string[]): string[] {
  return args.map((a) => (a === '--current' || a === '--certificate' ? `${a}=true` : a));
}

function tutorialFieldsFrom(values: Record<string, string | undefined>): TutorialFields {
  const fields: TutorialFields = {};
  if (values.title !== undefined) fields.title = values.title;
  if (values['course-id'] !== undefined) fields.courseId = values['course-id'];
  if (values.start !== undefined) fields.startDate = values.start;
  if (values.end !== undefined) fields.endDate = values.end;
  if (values.amount !== undefined) {
    if (!/^\d+$/.test(values.amount)) throw new HttpError(400, 'The amount is a whole number of naira, 0 for free.');
    fields.amount = Number(values.amount);
  }
  if (values.brief !== undefined) fields.briefDescription = values.brief;
  if (values.description !== undefined) fields.description = values.description;
  if (values.instructor !== undefined) fields.instructor = values.instructor;
  if (values.link !== undefined) fields.link = values.link;
  if (values.learn !== undefined) fields.whatToLearn = values.learn.split('|').map((s) => s.trim()).filter(Boolean);
  const current = flagBool(values.current);
  if (current !== undefined) fields.isCurrent = current;
  const certificate = flagBool(values.certificate);
  if (certificate !== undefined) fields.isCertAwarded = certificate;
  return fields;
}

function describeTutorial(t: typeof tutorials.$inferSelect): string {
  return table([
    {
      id: t.id,
      course_id: t.courseId,
      title: t.title,
      amount: t.amount,
      dates: `${t.startDate} → ${t.endDate}`,
      current: t.isCurrent,
      done: t.isDone,
      certificate: t.isCertAwarded,
    },
  ]);
}

/** Runs one operator command against the database and answers the text to print. Errors throw HttpError with a readable message. */
/** Why a payment is due a refund, in the operator's words. */
const VOID_REASONS = { requoted: 're-quoted after checkout began', declined: 'declined after checkout began', changed: 'price changed before the money arrived' } as const;

export async function runAdmin(db: Db, argv: string[], config?: Config): Promise<string> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'bookings': {
      const { values } = parseArgs({ args: rest, options: { all: { type: 'boolean' }, limit: { type: 'string' } } });
      const limit = values.limit ? positiveInt(values.limit, 'The limit') : 50;
      const rows = await listBookings(db, { show: values.all ? 'all' : 'new', limit });
      return table(
        rows.map((r) => ({ id: r.id, created: r.createdAt, client: r.email, phone: r.phone, service: r.service, subject: r.subject, wanted: r.date, time: r.time, price: r.price, status: r.status })),
      );
    }
    case 'messages': {
      const { values } = parseArgs({ args: rest, options: { limit: { type: 'string' } } });
      const limit = values.limit ? positiveInt(values.limit, 'The limit') : 50;
      const rows = await listMessages(db, { show: 'all', limit });
      return table(rows.map((m) => ({ id: m.id, created: m.createdAt, name: m.name, email: m.email, subject: m.subject, message: m.message })));
    }
    case 'subscribers': {
      const rows = await listSubscribers(db);
      return `${table(rows.map((r) => ({ id: r.id, email: r.email, since: r.createdAt })))}\n${rows.length} subscriber(s)`;
    }
    case 'tutorials': {
      const rows = await db.select().from(tutorials).orderBy(tutorials.startDate);
      return table(rows.map((t) => ({ id: t.id, course_id: t.courseId, title: t.title, amount: t.amount, start: t.startDate, end: t.endDate, current: t.isCurrent, done: t.isDone, certificate: t.isCertAwarded })));
    }
    case 'refunds': {
      const { values } = parseArgs({ args: rest, options: { retry: { type: 'boolean' } }, strict: true });
      let summary = '';
      if (values.retry) {
        if (!config) throw new HttpError(400, 'Retrying refunds needs the server configuration (Paystack keys).');
        const due = await listPayments(db, ['refund_due']);
        let refunded = 0;
        for (const payment of due) {
          const ok = await refundDuplicate(db, config, { error: (obj, msg) => console.error(msg, obj) }, payment.reference);
          if (ok) refunded++;
          await recordAudit(db, CLI_ACTOR, 'payment.refund', `payment ${payment.reference}`, { status: 'refund_due', amount_kobo: payment.amountKobo }, {
            status: ok ? 'refunded' : 'refund_due',
            amount_kobo: payment.amountKobo,
            refunded: ok,
          });
        }
        summary = `Refunded ${refunded} of ${due.length} payment(s) that were due a refund.\n`;
      }
      const rows = await listPayments(db, ['refund_due', 'refunded']);
      return `${summary}${table(rows.map((p) => ({ reference: p.reference, user: p.email, kind: p.kind, items: p.itemIds, kobo: p.amountKobo, provider: p.provider, status: p.status, reason: p.voidReason ? VOID_REASONS[p.voidReason] : 'already paid', paid: p.paidAt })))}`;
    }
    case 'mail-failures': {
      const { values } = parseArgs({ args: rest, options: { limit: { type: 'string' } } });
      const limit = values.limit ? positiveInt(values.limit, 'The limit') : 50;
      return table(await listMailFailures(db, limit));
    }
    case 'quote': {
      const id = positiveInt(rest[0], 'The request id');
      const price = positiveInt(rest[1], 'The price');
      const row = await audited(db, CLI_ACTOR, 'request.quote', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        const updated = await quoteRequest(tx, id, price);
        return { before, after: requestState(updated), result: updated };
      });
      return `Request ${row.id} quoted at ₦${price.toLocaleString('en-NG')} (status ${row.status}).`;
    }
    case 'start-project': {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { stages: { type: 'string' }, url: { type: 'string' } } });
      const id = positiveInt(positionals[0], 'The request id');
      if (!values.stages) throw new HttpError(400, 'Give the stages: --stages "Design,Build,Launch".');
      const stages = values.stages.split(',');
      const project = await audited(db, CLI_ACTOR, 'project.start', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        const row = await startProject(tx, id, { stages, url: values.url });
        return { before, after: { project: row.id, ...projectState(row) }, result: row };
      });
      return `Project ${project.id} started for request ${id}: stage ${project.currentStage} of ${project.stages.join(",")}, ${project.levels}%.`;
    }
    case 'advance': {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { stage: { type: 'string' }, progress: { type: 'string' }, url: { type: 'string' } } });
      const id = positiveInt(positionals[0], 'The project id');
      // Progress is derived from the stages (issue 26): move the project to a stage instead.
      if (values.progress !== undefined) throw new HttpError(400, 'Progress follows the stages and cannot be set: give --stage instead.');
      const project = await audited(db, CLI_ACTOR, 'project.update', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        const row = await advanceProject(tx, config ?? null, id, { stage: values.stage, url: values.url });
        return { before, after: projectState(row), result: row };
      });
      return `Project ${project.id}: stage ${project.currentStage}, ${project.levels}%${project.url ? `, ${project.url}` : ''}.`;
    }
    case 'done-request': {
      const id = positiveInt(rest[0], 'The request id');
      const row = await audited(db, CLI_ACTOR, 'request.done', `request ${id}`, async (tx) => {
        const before = requestState(await requestById(tx, id));
        const updated = await completeRequest(tx, config ?? null, id);
        return { before, after: requestState(updated), result: updated };
      });
      return `Request ${row.id} is done (status ${row.status}).`;
    }
    case 'done-project': {
      const id = positiveInt(rest[0], 'The project id');
      const row = await audited(db, CLI_ACTOR, 'project.done', `project ${id}`, async (tx) => {
        const before = projectState(await projectById(tx, id));
        const updated = await completeProject(tx, config ?? null, id);
        return { before, after: projectState(updated), result: updated };
      });
      return `Project ${row.id} is done (100%); request ${row.requestId} is Completed.`;
    }
    case 'tutorial-create': {
      const { values } = parseArgs({ args: normaliseBareFlags(rest), options: tutorialOptions });
      const fields = tutorialFieldsFrom(values);
      const missing = (['title', 'course-id', 'start', 'end'] as const).filter((k) => !values[k]);
      if (missing.length) throw new HttpError(400, `Missing: ${missing.map((k) => `--${k}`).join(', ')}.`);
      const row = await createTutorial(db, { ...fields, title: fields.title!, courseId: fields.courseId!, startDate: fields.startDate!, endDate: fields.endDate! });
      return `Tutorial created:\n${describeTutorial(row)}`;
    }
    case 'tutorial-edit': {
      const { values, positionals } = parseArgs({ args: normaliseBareFlags(rest), allowPositionals: true, options: tutorialOptions });
      const row = await editTutorial(db, positiveInt(positionals[0], 'The tutorial id'), tutorialFieldsFrom(values));
      return `Tutorial updated:\n${describeTutorial(row)}`;
    }
    case 'tutorial-finish': {
      const id = positiveInt(rest[0], 'The tutorial id');
      const { tutorial, students } = await audited(db, CLI_ACTOR, 'tutorial.finish', `tutorial ${id}`, async (tx) => {
        const before = await findTutorial(tx, id);
        const done = await finishTutorial(tx, id);
        return { before: { is_done: before.isDone, is_cert_awarded: before.isCertAwarded }, after: { is_done: done.tutorial.isDone, is_cert_awarded: done.tutorial.isCertAwarded }, result: done };
      });
      return `Tutorial ${tutorial.id} (${tutorial.courseId}) is finished; ${students} student(s) can now view their certificates.`;
    }
    case 'staff-invite': {
      if (!config) throw new HttpError(400, 'Inviting staff needs the server configuration (SITE_URL).');
      const [email, ...name] = rest;
      const { user, link } = await inviteStaff(db, config, { email: email ?? '', name: name.join(' ') });
      await recordAudit(db, CLI_ACTOR, 'staff.invite', `user ${user.id}`, null, { email: user.email, role: user.role });
      return `Staff account ${user.email} created. Send them this set-up link (it works once, within ${config.SETUP_TOKEN_DAYS} days):\n${link}`;
    }
    case 'seed-demo': {
      await seedDemo(db, config);
      return 'Demo content is in place (tutorials and the demo client demo@thinkmakesolve.ng).';
    }
    case undefined:
    case 'help':
    case '--help':
      return USAGE;
    default:
      throw new HttpError(400, `Unknown command "${command}".\n\n${USAGE}`);
  }
}
