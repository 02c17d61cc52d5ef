import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ENDPOINTS,
  AddStudentBody,
  BookingBody,
  CompleteBody,
  ContactBody,
  EmailBody,
  IntentBody,
  LoginBody,
  NewsletterBody,
  office,
  RegisterStudentBody,
  ResetTokenBody,
  SetPasswordBody,
  SettingsBody,
  TokenBody,
  VerifyPaymentBody,
} from '@agency/contracts';
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
  'post /api/add_student': AddStudentBody,
  'post /api/register_student': RegisterStudentBody,
  'post /api/payment_intent': IntentBody,
  'post /api/verify_payment': VerifyPaymentBody,
  'post /api/payments/sandbox/complete': CompleteBody,
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
  'post /api/office/staff/invite': office.Invite,
};

/** The fields a body must carry: those the schema refuses to go without. */
const requiredFields = (schema: z.ZodObject) => Object.keys(schema.shape).filter((key) => !schema.shape[key]!.safeParse(undefined).success);

interface Operation {
  requestBody?: { content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> };
}

describe('the OpenAPI document and the contracts', () => {
  let t: TestApi;
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    t = await startTestApi({ API_DOCS: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
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
});
