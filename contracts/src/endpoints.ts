import { z } from 'zod';
import { AddStudentAnswer, AddStudentBody, CertificateAnswer, RegisterStudentAnswer, RegisterStudentBody, TutorialDetail, TutorialList } from './academy';
import { EmailBody, LoginBody, ResetTokenBody, SetPasswordBody, SettingsBody, TokenBody, UserInfo, VerifyEmailAnswer } from './accounts';
import { BookingAnswer, BookingBody, ContactBody, NewsletterBody } from './bookings';
import { Success } from './common';
import * as billing from './billing';
import * as consult from './consultations';
import { FieldAnswer, FieldBody, SiteHealth } from './field';
import { HealthAnswer, ReadyAnswer } from './health';
import { HomeAnswer } from './home';
import * as office from './office';
import { CompleteBody, IntentAnswer, IntentBody, PaymentConfig, VerifyPaymentBody } from './payments';
import { DashboardAnswer, RequestsAnswer } from './portal';
import * as privacy from './privacy';
import { SitemapEntries } from './routes';
import * as threads from './threads';
import * as files from './files';
import * as activity from './activity';
import * as catalogue from './catalogue';

export interface Endpoint {
  /** The JSON body the API validates, when the route takes one. */
  body?: z.ZodType;
  /** The answer of a successful call (200). */
  answer: z.ZodType;
  /** Changes nothing though the spec sends it as a POST: a server-rendered page may ask for it (site/src/ssr.ts). */
  read?: true;
  /** The answer is a file, not JSON (the office's downloads, an engagement's files): the client hands it over as a Blob. */
  format?: 'csv' | 'ics' | 'pdf' | 'file';
  /** The body is a file's raw bytes (a Blob), not JSON: an upload (issue 26). Its name and options go in `query`. */
  upload?: true;
  /** The query string it reads (pass it as the client's `search`). */
  query?: z.ZodType;
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
  'GET /api/sitemap_entries': { answer: SitemapEntries },

  // The catalogue (issue 29): each public answer names its published version; `?preview=draft` is staff only.
  'GET /api/catalogue/version': { answer: catalogue.CatalogueVersion },
  'GET /api/catalogue/site': { answer: catalogue.CatalogueSite, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/heroes': { answer: catalogue.CatalogueHeroes, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/services': { answer: catalogue.CatalogueServices, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/packages': { answer: catalogue.CataloguePackages, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/faqs': { answer: catalogue.CatalogueFaqs, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/work': { answer: catalogue.CatalogueWork, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/work/:slug': { answer: catalogue.CaseStudyAnswer, query: catalogue.CatalogueQuery },
  'GET /api/catalogue/images/:id/:file': { answer: z.string(), format: 'file' },

  'POST /api/login': { body: LoginBody, answer: UserInfo },
  'POST /api/logout': { answer: Success },
  'POST /api/settings': { body: SettingsBody, answer: UserInfo },
  'POST /api/reset_request': { body: EmailBody, answer: Success },
  'POST /api/reset_token': { body: ResetTokenBody, answer: Success },
  'POST /api/set_password': { body: SetPasswordBody, answer: Success },
  'POST /api/verify_email': { body: TokenBody, answer: VerifyEmailAnswer },
  'POST /api/confirm_booking': { body: TokenBody, answer: Success },
  'POST /api/account_token': { body: EmailBody, answer: Success },

  'POST /api/book_consultation': { body: BookingBody, answer: BookingAnswer },

  // Consultations (issue 27). A refused slot answers 409 consult.SlotRefused ({ detail, nearest }).
  'GET /api/availability': { answer: consult.AvailabilityAnswer, query: consult.AvailabilityQuery },
  'GET /api/consultation_link/:token': { answer: consult.ManagedConsultation },
  'POST /api/consultation_link/:token/reschedule': { body: consult.RescheduleBody, answer: consult.ManagedConsultation },
  'POST /api/consultation_link/:token/cancel': { body: consult.CancelBody, answer: consult.ManagedConsultation },
  'GET /api/consultation_link/:token/ics': { answer: z.string(), format: 'ics' },
  'GET /api/consultations': { answer: consult.MyConsultations },
  'POST /api/consultations/:id/reschedule': { body: consult.RescheduleBody, answer: consult.Consultation },
  'POST /api/consultations/:id/cancel': { body: consult.CancelBody, answer: consult.Consultation },
  'GET /api/consultations/:id/ics': { answer: z.string(), format: 'ics' },
  'POST /api/contact': { body: ContactBody, answer: Success },
  'POST /api/newsletter': { body: NewsletterBody, answer: Success },
  'POST /api/newsletter/confirm': { body: privacy.NewsletterConfirmBody, answer: Success },
  'GET /api/unsubscribe/:token': { answer: privacy.UnsubscribeState },
  'POST /api/unsubscribe/:token': { body: privacy.UnsubscribeBody, answer: privacy.UnsubscribeState },
  'GET /api/privacy/notice': { answer: privacy.NoticeAnswer },

  'GET /api/me/data-export': { answer: privacy.DataExport },
  'POST /api/me/erase': { body: privacy.EraseBody, answer: privacy.EraseAnswer },
  'GET /api/me/consents': { answer: privacy.ConsentsAnswer },
  'PUT /api/me/consents': { body: privacy.ConsentsBody, answer: privacy.ConsentsAnswer },
  'GET /api/me/data-requests': { answer: list(privacy.DataRequest) },
  'POST /api/me/data-requests': { body: privacy.NewDataRequestBody, answer: privacy.DataRequest },

  'POST /api/field': { body: FieldBody, answer: FieldAnswer },

  'POST /api/all_tutorial': { answer: TutorialList, read: true },
  'GET /api/tutorial_detail/:id': { answer: TutorialDetail },
  'POST /api/add_student': { body: AddStudentBody, answer: AddStudentAnswer },
  'POST /api/register_student': { body: RegisterStudentBody, answer: RegisterStudentAnswer },
  'GET /api/view_n_verify_cert/:id': { answer: CertificateAnswer },

  'GET /api/dashboard/:id': { answer: DashboardAnswer },
  'GET /api/del_project/:id': { answer: Success },
  'GET /api/requests': { answer: RequestsAnswer },
  'DELETE /api/requests/:id': { answer: Success },

  // The engagement's thread (issue 26): the client's side.
  'GET /api/requests/:id/thread': { answer: threads.Thread },
  'POST /api/requests/:id/thread': { body: threads.NewMessage, answer: threads.ThreadMessage },
  'GET /api/threads/unread': { answer: threads.UnreadAnswer },
  'POST /api/requests/:id/files': { upload: true, query: files.UploadQuery, answer: files.EngagementFile },
  'GET /api/requests/:id/files/:fileId': { answer: z.string(), format: 'file' },
  'POST /api/requests/:id/files/:fileId/review': { body: files.ReviewBody, answer: files.EngagementFile },
  'GET /api/requests/:id/activity': { answer: activity.ActivityAnswer },
  'POST /api/notices/read': { body: activity.NoticesRead, answer: Success },

  // Billing (issue 25): proposals the client accepts, documents, what is due.
  'GET /api/proposals/:id': { answer: billing.Proposal },
  'POST /api/proposals/:id/accept': { body: billing.AcceptBody, answer: billing.Proposal },
  'POST /api/proposals/:id/decline': { body: billing.DeclineBody, answer: billing.Proposal },
  'POST /api/proposals/:id/subscribe': { answer: billing.SubscribeAnswer },
  'POST /api/retainers/:id/cancel': { answer: billing.Retainer },
  'POST /api/retainers/:id/card-link': { answer: billing.CardLink },
  'POST /api/retainers/sandbox/complete': { body: billing.RetainerSandboxBody, answer: billing.Retainer },
  'GET /api/billing': { answer: billing.BillingAnswer },
  'GET /api/billing/documents/:number': { answer: z.string(), format: 'pdf' },
  'GET /api/me/billing_details': { answer: billing.BillingDetails },
  'PUT /api/me/billing_details': { body: billing.BillingDetails, answer: billing.BillingDetails },

  'GET /api/payments/config': { answer: PaymentConfig },
  'POST /api/payment_intent': { body: IntentBody, answer: IntentAnswer },
  'POST /api/verify_payment': { body: VerifyPaymentBody, answer: Success },
  'POST /api/payments/sandbox/complete': { body: CompleteBody, answer: Success },

  'GET /api/office/me': { answer: office.Me },
  'GET /api/office/bookings': { answer: list(office.Booking) },
  'GET /api/office/bookings/:id/ics': { answer: z.string(), format: 'ics' },
  'POST /api/office/bookings/:id/handled': { body: office.Handled, answer: Success },
  'POST /api/office/bookings/:id/reply': { body: office.Reply, answer: Success },
  'GET /api/office/messages': { answer: list(office.Message) },
  'POST /api/office/messages/:id/handled': { body: office.Handled, answer: Success },
  'POST /api/office/messages/:id/reply': { body: office.Reply, answer: Success },
  'GET /api/office/subscribers': { answer: list(office.Subscriber) },
  'GET /api/office/subscribers.csv': { answer: z.string(), format: 'csv' },
  'GET /api/office/requests': { answer: list(office.OfficeRequest), query: office.RequestsQuery },
  'GET /api/office/requests/:id': { answer: office.OfficeRequest },
  'POST /api/office/requests/:id/quote': { body: office.Quote, answer: Success },
  'POST /api/office/requests/:id/decline': { answer: Success },
  'POST /api/office/requests/:id/done': { answer: Success },
  'GET /api/office/requests/:id/thread': { answer: threads.Thread },
  'POST /api/office/requests/:id/thread': { body: threads.NewMessage, answer: threads.ThreadMessage },
  'GET /api/office/threads/unread': { answer: threads.UnreadAnswer },
  'POST /api/office/requests/:id/files': { upload: true, query: files.OfficeUploadQuery, answer: files.EngagementFile },
  'GET /api/office/requests/:id/files/:fileId': { answer: z.string(), format: 'file' },
  'GET /api/office/requests/:id/activity': { answer: activity.ActivityAnswer },
  'POST /api/office/notices/read': { body: activity.NoticesRead, answer: Success },
  'PUT /api/office/requests/:id/assignee': { body: office.AssigneeBody, answer: office.OfficeRequest },
  'GET /api/office/views': { answer: list(office.SavedView) },
  'POST /api/office/views': { body: office.NewSavedView, answer: office.SavedView },
  'DELETE /api/office/views/:id': { answer: Success },
  'GET /api/office/projects': { answer: list(office.OfficeProject) },
  'POST /api/office/projects': { body: office.NewProject, answer: office.OfficeProject },
  'PATCH /api/office/projects/:id': { body: office.ProjectChange, answer: office.OfficeProject },
  'POST /api/office/projects/:id/done': { answer: office.OfficeProject },
  'GET /api/office/catalogue': { answer: catalogue.OfficeCatalogue },
  'PUT /api/office/catalogue/draft': { body: catalogue.DraftBody, answer: catalogue.OfficeCatalogue },
  'POST /api/office/catalogue/publish': { body: catalogue.PublishBody, answer: catalogue.VersionInfo },
  'GET /api/office/catalogue/versions': { answer: list(catalogue.VersionInfo) },
  'POST /api/office/catalogue/rollback': { body: catalogue.RollbackBody, answer: catalogue.VersionInfo },
  'POST /api/office/catalogue/images': { upload: true, query: catalogue.ImageUploadQuery, answer: catalogue.UploadedImage },
  'GET /api/office/tutorials': { answer: list(office.OfficeTutorial) },
  'POST /api/office/tutorials': { body: office.NewTutorial, answer: office.OfficeTutorial },
  'PATCH /api/office/tutorials/:id': { body: office.TutorialChange, answer: office.OfficeTutorial },
  'GET /api/office/tutorials/:id/students': { answer: list(office.Student) },
  'POST /api/office/tutorials/:id/finish': { body: office.Finish, answer: office.OfficeTutorial },
  'GET /api/office/proposals': { answer: list(billing.Proposal), query: billing.ProposalsQuery },
  'GET /api/office/requests/:id/proposals': { answer: list(billing.Proposal) },
  'POST /api/office/requests/:id/proposals': { body: billing.ProposalDraft, answer: billing.Proposal },
  'GET /api/office/proposals/:id': { answer: billing.Proposal },
  'PUT /api/office/proposals/:id': { body: billing.ProposalDraft, answer: billing.Proposal },
  'POST /api/office/proposals/:id/send': { answer: billing.Proposal },
  'POST /api/office/proposals/:id/revise': { answer: billing.Proposal },
  'GET /api/office/billing': { answer: billing.OfficeBilling, query: billing.OfficeBillingQuery },
  'POST /api/office/retainers/:id/cancel': { answer: billing.Retainer },
  'GET /api/office/billing/clients/:id': { answer: billing.OfficeClientBilling },
  'GET /api/office/billing-settings': { answer: billing.BillingSettings },
  'PATCH /api/office/billing-settings': { body: billing.BillingSettingsChange, answer: billing.BillingSettings },
  'GET /api/office/payments': { answer: list(office.Payment) },
  'POST /api/office/payments/:reference/retry-refund': { answer: office.RefundAnswer },
  'POST /api/office/payments/:id/refund': { body: office.RefundBody, answer: office.Refund },
  'GET /api/office/audit': { answer: list(office.AuditEntry) },
  'GET /api/office/data-requests': { answer: list(privacy.OfficeDataRequest) },
  'POST /api/office/data-requests/:id/done': { body: privacy.DataRequestDone, answer: privacy.OfficeDataRequest },
  'GET /api/office/site_health': { answer: SiteHealth },
  'GET /api/office/staff': { answer: list(office.StaffMember) },
  'GET /api/office/consultations': { answer: list(consult.OfficeConsultation), query: consult.OfficeConsultationsQuery },
  'PATCH /api/office/consultations/:id': { body: consult.ConsultationChange, answer: consult.OfficeConsultation },
  'POST /api/office/consultations/:id/reschedule': { body: consult.RescheduleBody, answer: consult.OfficeConsultation },
  'POST /api/office/consultations/:id/cancel': { body: consult.CancelBody, answer: consult.OfficeConsultation },
  'GET /api/office/consultations/:id/ics': { answer: z.string(), format: 'ics' },
  'GET /api/office/blocks': { answer: list(consult.Block), query: consult.BlocksQuery },
  'POST /api/office/blocks': { body: consult.NewBlock, answer: consult.Block },
  'DELETE /api/office/blocks/:id': { answer: Success },
  'GET /api/office/availability-settings': { answer: consult.AvailabilitySettings },
  'PATCH /api/office/availability-settings': { body: consult.SettingsChange, answer: consult.AvailabilitySettings },
  'POST /api/office/staff/invite': { body: office.Invite, answer: office.InviteAnswer },
} as const satisfies Record<string, Endpoint>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** A table of endpoints keyed 'METHOD /api/path' (ENDPOINTS, or another build's copy of it). */
export type EndpointTable = Record<string, Endpoint>;

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters of an endpoint key, from its `:name` segments ('GET /api/dashboard/:id' → { id }); never for none. */
export type EndpointParams<Key extends string> = [ParamNames<Key>] extends [never] ? never : { [Name in ParamNames<Key>]: string | number };

/** The JSON body an endpoint takes (what a caller may send: the schema's input); never when it takes none. */
export type EndpointBody<E> = E extends { upload: true } ? Blob : E extends { body: z.ZodType } ? z.input<E['body']> : never;

/** What a successful call resolves to: the parsed answer, or the file as a Blob for a non-JSON answer. */
export type EndpointAnswer<E> = E extends { format: string } ? Blob : E extends { answer: z.ZodType } ? z.output<E['answer']> : never;

const templates = Object.keys(ENDPOINTS).map((key) => {
  const [method, path] = key.split(' ') as [string, string];
  const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
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
