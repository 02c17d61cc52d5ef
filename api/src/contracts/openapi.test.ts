import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  consultations,
  ENDPOINTS,
  threads,
  AddStudentBody,
  BookingBody,
  CompleteBody,
  ContactBody,
  EmailBody,
  FieldBody,
  IntentBody,
  LoginBody,
  NewsletterBody,
  office,
  ConsentsBody,
  DataRequestDone,
  EraseBody,
  NewDataRequestBody,
  NewsletterConfirmBody,
  RegisterStudentBody,
  UnsubscribeBody,
  ResetTokenBody,
  SetPasswordBody,
  SettingsBody,
  TokenBody,
  VerifyPaymentBody,
} from '@agency/contracts';
import { activity, billing, catalogue, files } from '@agency/contracts';
import type { z } from 'zod';
import { startTestApi, type TestApi } from '../testing/test-api';

/** Every route that takes a JSON body, with the contract's schema for it (OpenAPI path style). */
const BODIES: Record<string, z.ZodObject> = {
  'post /api/login': LoginBody,
  'post /api/settings': SettingsBody,
  'post /api/reset_request': EmailBody,
  'post /api/account_token': EmailBody,
  'post /api/reset_token': ResetTokenBody,
  'post /api/set_password': SetPasswordBody,
  'post /api/verify_email': TokenBody,
  'post /api/confirm_booking': TokenBody,
  'post /api/book_consultation': BookingBody,
  'post /api/contact': ContactBody,
  'post /api/newsletter': NewsletterBody,
  'post /api/newsletter/confirm': NewsletterConfirmBody,
  'post /api/unsubscribe/{token}': UnsubscribeBody,
  'post /api/me/erase': EraseBody,
  'put /api/me/consents': ConsentsBody,
  'post /api/me/data-requests': NewDataRequestBody,
  'post /api/office/data-requests/{id}/done': DataRequestDone,
  'post /api/field': FieldBody,
  'post /api/add_student': AddStudentBody,
  'post /api/register_student': RegisterStudentBody,
  'post /api/payment_intent': IntentBody,
  'post /api/verify_payment': VerifyPaymentBody,
  'post /api/payments/sandbox/complete': CompleteBody,
  'post /api/retainers/sandbox/complete': billing.RetainerSandboxBody,
  'post /api/proposals/{id}/accept': billing.AcceptBody,
  'post /api/proposals/{id}/decline': billing.DeclineBody,
  'put /api/me/billing_details': billing.BillingDetails,
  'post /api/office/requests/{id}/proposals': billing.ProposalDraft,
  'put /api/office/proposals/{id}': billing.ProposalDraft,
  'patch /api/office/billing-settings': billing.BillingSettingsChange,
  'post /api/office/bookings/{id}/handled': office.Handled,
  'post /api/office/bookings/{id}/reply': office.Reply,
  'post /api/office/messages/{id}/handled': office.Handled,
  'post /api/office/messages/{id}/reply': office.Reply,
  'post /api/office/requests/{id}/quote': office.Quote,
  'post /api/office/projects': office.NewProject,
  'patch /api/office/projects/{id}': office.ProjectChange,
  'post /api/office/tutorials': office.NewTutorial,
  'patch /api/office/tutorials/{id}': office.TutorialChange,
  'post /api/office/tutorials/{id}/finish': office.Finish,
  'post /api/office/payments/{id}/refund': office.RefundBody,
  'post /api/office/staff/invite': office.Invite,
  'post /api/consultation_link/{token}/reschedule': consultations.RescheduleBody,
  'post /api/consultation_link/{token}/cancel': consultations.CancelBody,
  'post /api/consultations/{id}/reschedule': consultations.RescheduleBody,
  'post /api/consultations/{id}/cancel': consultations.CancelBody,
  'patch /api/office/consultations/{id}': consultations.ConsultationChange,
  'post /api/office/consultations/{id}/reschedule': consultations.RescheduleBody,
  'post /api/office/consultations/{id}/cancel': consultations.CancelBody,
  'post /api/office/blocks': consultations.NewBlock,
  'patch /api/office/availability-settings': consultations.SettingsChange,
  'post /api/requests/{id}/thread': threads.NewMessage,
  'post /api/office/requests/{id}/thread': threads.NewMessage,
  'post /api/requests/{id}/files/{fileId}/review': files.ReviewBody,
  'post /api/notices/read': activity.NoticesRead,
  'post /api/office/notices/read': activity.NoticesRead,
  'put /api/office/requests/{id}/assignee': office.AssigneeBody,
  'post /api/office/views': office.NewSavedView,
  'put /api/office/catalogue/draft': catalogue.DraftBody,
  'post /api/office/catalogue/publish': catalogue.PublishBody,
  'post /api/office/catalogue/rollback': catalogue.RollbackBody,
};

/** The fields a body must carry: those the schema refuses to go without. */
const requiredFields = (schema: z.ZodObject) => Object.keys(schema.shape).filter((key) => !schema.shape[key]!.safeParse(undefined).success);

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> };
}

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

describe('the OpenAPI document and the contracts', () => {
  let t: TestApi;
  let document: string;
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    // The production address as the server (Redocly flags the test config's localhost as an example server).
    t = await startTestApi({ API_DOCS: true, SITE_URL: 'https://thinkmakesolve.ng' });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    document = res.body;
    paths = res.json().paths;
  });
  after(() => t.close());

  const bodyOf = (key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return paths[path]?.[method]?.requestBody?.content?.['application/json']?.schema;
  };

  it('documents a body for every route the contracts list, and lists every documented body', () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => `${method} ${path}`),
    );
    // The Paystack webhook takes Paystack's raw body, checked by its signature, not a contract of ours.
    assert.deepEqual(documented.filter((key) => key !== 'post /api/paystack/webhook').sort(), Object.keys(BODIES).sort());
  });

  for (const [key, schema] of Object.entries(BODIES)) {
    it(`${key}: every field the contract requires is required in the document, and no other`, () => {
      const body = bodyOf(key);
      assert.ok(body, `no JSON body documented for ${key}`);
      assert.deepEqual([...(body.required ?? [])].sort(), requiredFields(schema).sort());
      assert.deepEqual(Object.keys(body.properties ?? {}).sort(), Object.keys(schema.shape).sort());
    });
  }

  it('marks the login, settings and booking fields of the spec required', () => {
    assert.deepEqual(bodyOf('post /api/login')?.required?.sort(), ['password', 'username']);
    assert.deepEqual(bodyOf('post /api/settings')?.required?.sort(), ['email', 'name', 'password', 'phone']);
    assert.deepEqual(bodyOf('post /api/book_consultation')?.required?.sort(), ['date', 'email', 'name', 'phone', 'services', 'subject', 'time']);
  });

  it('lists the same routes as the contracts’ endpoint table, which the front ends’ test handlers are built from', () => {
    const documented = Object.entries(paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
      .filter((key) => !key.includes('/paystack/webhook'))
      .sort();
    assert.deepEqual(documented, Object.keys(ENDPOINTS).sort());
  });

  it('passes `redocly lint` (its recommended rules, api/redocly.yaml) with no errors and no warnings', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, document);
    const run = await promisify(execFile)(process.execPath, [redocly, 'lint', file, '--config', path.join(apiDir, 'redocly.yaml'), '--format', 'json'], {
      cwd: apiDir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => error); // exit code 1 on errors: the report says which
    const report = JSON.parse(String(run.stdout)) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; severity: string; message: string }[] };
    assert.deepEqual(
      report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`),
      [],
    );
    assert.deepEqual(report.totals, { ...report.totals, errors: 0, warnings: 0 });
  });
});
