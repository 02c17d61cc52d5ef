import { z } from 'zod';
import { AddStudentAnswer, AddStudentBody, CertificateAnswer, RegisterStudentAnswer, RegisterStudentBody, TutorialDetail, TutorialList } from './academy';
import { EmailBody, LoginBody, ResetTokenBody, SetPasswordBody, SettingsBody, TokenBody, UserInfo } from './accounts';
import { BookingAnswer, BookingBody, ContactBody, NewsletterBody } from './bookings';
import { Success } from './common';
import { HealthAnswer, ReadyAnswer } from './health';
import { HomeAnswer } from './home';
import * as office from './office';
import { CompleteBody, IntentAnswer, IntentBody, PaymentConfig, VerifyPaymentBody } from './payments';
import { DashboardAnswer, RequestsAnswer } from './portal';

export interface Endpoint {
  /** The JSON body the API validates, when the route takes one. */
  body?: z.ZodType;
  /** The answer of a successful call (200). */
  answer: z.ZodType;
  /** Changes nothing though the spec sends it as a POST: a server-rendered page may ask for it (site/src/ssr.ts). */
  read?: true;
}

const list = <T extends z.ZodType>(item: T) => z.array(item);

/**
 * Every route of the API, keyed 'METHOD /api/path' with `:param` placeholders (Fastify's own syntax): what it
 * takes and what it answers. The API's OpenAPI test checks that this table and the served document list the
 * same routes; the front ends' test handlers (./testing/msw) are built from it, so a test can only stub an
 * answer the API could really send.
 */
export const ENDPOINTS = {
  'GET /api/health': { answer: HealthAnswer },
  'GET /api/ready': { answer: ReadyAnswer },
  'GET /api/home': { answer: HomeAnswer },

  'POST /api/login': { body: LoginBody, answer: UserInfo },
  'POST /api/logout': { answer: Success },
  'POST /api/settings': { body: SettingsBody, answer: UserInfo },
  'POST /api/reset_request': { body: EmailBody, answer: Success },
  'POST /api/reset_token': { body: ResetTokenBody, answer: Success },
  'POST /api/set_password': { body: SetPasswordBody, answer: Success },
  'POST /api/verify_email': { body: TokenBody, answer: Success },
  'POST /api/confirm_booking': { body: TokenBody, answer: Success },
  'POST /api/account_token': { body: EmailBody, answer: Success },

  'POST /api/book_consultation': { body: BookingBody, answer: BookingAnswer },
  'POST /api/contact': { body: ContactBody, answer: Success },
  'POST /api/newsletter': { body: NewsletterBody, answer: Success },

  'POST /api/all_tutorial': { answer: TutorialList, read: true },
  'GET /api/tutorial_detail/:id': { answer: TutorialDetail },
  'POST /api/add_student': { body: AddStudentBody, answer: AddStudentAnswer },
  'POST /api/register_student': { body: RegisterStudentBody, answer: RegisterStudentAnswer },
  'GET /api/view_n_verify_cert/:id': { answer: CertificateAnswer },

  'GET /api/dashboard/:id': { answer: DashboardAnswer },
  'GET /api/del_project/:id': { answer: Success },
  'GET /api/requests': { answer: RequestsAnswer },
  'DELETE /api/requests/:id': { answer: Success },

  'GET /api/payments/config': { answer: PaymentConfig },
  'POST /api/payment_intent': { body: IntentBody, answer: IntentAnswer },
  'POST /api/verify_payment': { body: VerifyPaymentBody, answer: Success },
  'POST /api/payments/sandbox/complete': { body: CompleteBody, answer: Success },

  'GET /api/office/me': { answer: office.Me },
  'GET /api/office/bookings': { answer: list(office.Booking) },
  'GET /api/office/bookings/:id/ics': { answer: z.string() },
  'POST /api/office/bookings/:id/handled': { body: office.Handled, answer: Success },
  'POST /api/office/bookings/:id/reply': { body: office.Reply, answer: Success },
  'GET /api/office/messages': { answer: list(office.Message) },
  'POST /api/office/messages/:id/handled': { body: office.Handled, answer: Success },
  'POST /api/office/messages/:id/reply': { body: office.Reply, answer: Success },
  'GET /api/office/subscribers': { answer: list(office.Subscriber) },
  'GET /api/office/subscribers.csv': { answer: z.string() },
  'GET /api/office/requests': { answer: list(office.OfficeRequest) },
  'POST /api/office/requests/:id/quote': { body: office.Quote, answer: Success },
  'POST /api/office/requests/:id/decline': { answer: Success },
  'POST /api/office/requests/:id/done': { answer: Success },
  'GET /api/office/projects': { answer: list(office.OfficeProject) },
  'POST /api/office/projects': { body: office.NewProject, answer: office.OfficeProject },
  'PATCH /api/office/projects/:id': { body: office.ProjectChange, answer: office.OfficeProject },
  'POST /api/office/projects/:id/done': { answer: office.OfficeProject },
  'GET /api/office/tutorials': { answer: list(office.OfficeTutorial) },
  'POST /api/office/tutorials': { body: office.NewTutorial, answer: office.OfficeTutorial },
  'PATCH /api/office/tutorials/:id': { body: office.TutorialChange, answer: office.OfficeTutorial },
  'GET /api/office/tutorials/:id/students': { answer: list(office.Student) },
  'POST /api/office/tutorials/:id/finish': { body: office.Finish, answer: office.OfficeTutorial },
  'GET /api/office/payments': { answer: list(office.Payment) },
  'POST /api/office/payments/:reference/retry-refund': { answer: office.RefundAnswer },
  'GET /api/office/audit': { answer: list(office.AuditEntry) },
  'GET /api/office/staff': { answer: list(office.StaffMember) },
  'POST /api/office/staff/invite': { body: office.Invite, answer: office.InviteAnswer },
} as const satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof ENDPOINTS;

const templates = Object.keys(ENDPOINTS).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[a-z]+/g, '[^/]+')}$`);
  return { key: key as EndpointKey, method, pattern };
});

/** The endpoint a concrete call ('GET', '/api/dashboard/-1') reaches, or undefined for none. */
/** Whether a call only reads: every GET, and the POSTs the table marks `read`. */
export function isReadCall(method: string, path: string): boolean {
  const key = endpointOf(method, path);
  if (!key) return false;
  return method.toUpperCase() === 'GET' || (ENDPOINTS[key] as Endpoint).read === true;
}

export function endpointOf(method: string, path: string): EndpointKey | undefined {
  return templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(path))?.key;
}
