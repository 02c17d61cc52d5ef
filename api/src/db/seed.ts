import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { pages } from '@agency/contracts/pages';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { type Config, loadConfig } from '../config';
import { fileStoreFor } from '../files/store';
import { cartTotalKobo } from '../payments/discount';
import { acceptProposal, createProposal, sendProposal, stagesReached } from '../billing/proposals';
import { putBillingDetails } from '../billing/settings';
import { createIntent, deliverOnce, priceOrder } from '../payments/service';
import { addDays, instantOf, wallOf, weekdayOf } from '../consultations/time';
import { ANSWER_DAYS } from '../privacy/data-requests';
import { noticeVersionFor } from '../privacy/notice';
import { fingerprintOf, topFrames } from '../field/service';
import { issueCreditNote } from '../billing/documents';
import { issueDeliveryDocuments } from '../billing/receipts';
import { addMonth, recordCharge } from '../billing/retainers';
import { auditLog, billingDocuments, consentRecords, consultationBlocks, consultationSettings, consultations, dataRequests, enrolments, fieldErrors, fieldVitals, newsletterSubscribers, payments, projects, proposals, refunds, requestMessages, retainers, serviceRequests, threadReads, tutorials, users } from './schema';

export const DEMO_CLIENT = {
  email: 'demo@thinkmakesolve.ng',
  password: 'Demo@2026!',
  firstName: 'Adaeze Okafor',
  phone: '+2348031234567',
  /**
   * Every other user's public id is random (users.public_id); the demo client's is fixed, so that its certificate
   * has a known address (DME2026-{this}) for the docs and the e2e suite. The demo seed never runs in production
   * (its password is published anyway).
   */
  publicId: 'de305d5475b4431badb2eb6b9e546014',
} as const;

/**
 * A second demo client for the e2e suite's phone project, which runs against the same seeded site as the desktop
 * one (e2e/support/session.ts gives each project its own account): its journeys pay for its own copies of the
 * demo client's two quoted requests and enrol it in the paid tutorial, so neither project finds the other's
 * payment already made. No projects or payments of its own.
 */
export const DEMO_PHONE_CLIENT = {
  email: 'demo2@thinkmakesolve.ng',
  password: 'Demo2@2026!',
  firstName: 'Tolu Bakare',
  phone: '+2348031234568',
} as const;

/** The demo staff account: signs in at /login like a client and lands in the back office (/office). */
export const DEMO_STAFF = {
  email: 'staff@thinkmakesolve.ng',
  password: 'Staff@2026!',
  firstName: 'Bola Staff',
} as const;

/** A moment `offsetDays` from now (ISO 8601), for demo dates that stay recent. */
function daysFromNow(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString();
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export const DEMO_VIDEO_LINK = 'https://meet.jit.si/ThinkMakeSolve-demo-consultation';
export const DEMO_OFFICE_ADDRESS = '12 Admiralty Way, Lekki Phase 1, Lagos';

/** A weekday (Monday–Friday) at least `minDays` days after today in Lagos. */
function workingDayAfter(minDays: number): string {
  let day = addDays(wallOf(new Date()).day, minDays);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, 1);
  return day;
}

/**
 * The demo client's consultations: the earlier requests' (past, at the office and by phone) and one upcoming
 * video call with its link; the settings (office address, default video room); one blocked afternoon next week.
 */
async function seedConsultations(db: Db, requestIds: number[]): Promise<void> {
  await db.update(consultationSettings).set({ officeAddress: DEMO_OFFICE_ADDRESS, videoRoomLink: 'https://meet.jit.si/ThinkMakeSolve-office' });
  const booked = (requestId: number, day: string, time: string, mode: 'office' | 'phone' | 'video', meetingLink = '') => {
    const startsAt = instantOf(day, time);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    return { requestId, day, startTime: time, startsAt, endsAt, heldUntil: endsAt, mode, meetingLink, createdAt: new Date(startsAt.getTime() - 3 * 86_400_000) };
  };
  const [wd, gd, seo, smm, ve] = requestIds as [number, number, number, number, number];
  const pastDay = (days: number, time: string) => {
    let day = addDays(wallOf(new Date()).day, -days);
    while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
    return booked(0, day, time, 'office');
  };
  const rows = [
    { ...pastDay(37, '10:00'), requestId: wd, mode: 'office' as const },
    { ...pastDay(125, '14:00'), requestId: gd, mode: 'office' as const },
    { ...pastDay(12, '11:30'), requestId: seo, mode: 'phone' as const },
    { ...pastDay(8, '09:00'), requestId: smm, mode: 'video' as const, meetingLink: DEMO_VIDEO_LINK },
    booked(ve, workingDayAfter(3), '10:00', 'video', DEMO_VIDEO_LINK),
  ];
  await db.insert(consultations).values(rows);
  // One blocked afternoon next week (Wednesday, 13:00–17:00 WAT).
  const today = wallOf(new Date()).day;
  const nextWednesday = addDays(today, 7 - ((weekdayOf(today) + 6) % 7) + 2);
  await db.insert(consultationBlocks).values({
    day: nextWednesday,
    startTime: '13:00',
    endDay: nextWednesday,
    endTime: '17:00',
    startsAt: instantOf(nextWednesday, '13:00'),
    endsAt: instantOf(nextWednesday, '17:00'),
    reason: 'Team workshop',
    createdByEmail: DEMO_STAFF.email,
  });
}

/**
 * Fills an empty database with demo content; with the demo client there already, adds only the later accounts.
 * `config` names the file store the demo's files go to (FILES_DIR or S3); the environment's when not given. */
export async function seedDemo(db: Db, config: Config = loadConfig()): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  // The staff account comes after the demo client, which keeps user id 1 (its certificate is DME2026-{DEMO_CLIENT.publicId}).
  if (existing) return seedDemoAccounts(db, config);

  await db.transaction(async (tx) => {
    // The landing page's client feedback is the catalogue's (@agency/contracts/catalogue-seed), seeded in every database.
    const [client] = await tx
      .insert(users)
      .values({
        email: DEMO_CLIENT.email,
        publicId: DEMO_CLIENT.publicId,
        firstName: DEMO_CLIENT.firstName,
        phone: DEMO_CLIENT.phone,
        passwordHash: await hashPassword(DEMO_CLIENT.password),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const userId = client!.id;

    const requests = await tx
      .insert(serviceRequests)
      .values([
        { userId, service: 'wd', subject: 'E-commerce website for our bakery', price: 850000, paidAt: new Date(daysFromNow(-35)), status: 'Ongoing', phone: DEMO_CLIENT.phone, country: 'NG', createdAt: new Date(daysFromNow(-38)) },
        { userId, service: 'gd', subject: 'Brand identity refresh', price: 300000, paidAt: new Date(daysFromNow(-121)), status: 'Completed', isDone: true, phone: DEMO_CLIENT.phone, country: 'NG', createdAt: new Date(daysFromNow(-125)) },
        { userId, service: 'seo', subject: 'SEO audit and keyword plan', price: 150000, status: 'Quoted', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 'smm', subject: 'Three months of Instagram and TikTok content', price: 240000, status: 'Quoted', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 've', subject: 'Product launch video', price: 0, status: 'Pending', phone: DEMO_CLIENT.phone, country: 'NG' },
      ])
      .returning({ id: serviceRequests.id, service: serviceRequests.service });

    await tx.insert(projects).values([
      {
        requestId: requests[0]!.id,
        userId,
        levels: 60,
        url: 'https://staging.korabakes.ng',
        stages: ['Discovery', 'Design', 'Development', 'Testing', 'Launch'],
        currentStage: 'Development',
        stageDates: { Discovery: daysFromNow(-34), Design: daysFromNow(-21), Development: daysFromNow(-9) },
        createdAt: new Date(daysFromNow(-34)),
      },
      {
        requestId: requests[1]!.id,
        userId,
        levels: 100,
        url: 'https://brand.korabakes.ng',
        stages: ['Research', 'Concepts', 'Refinement', 'Delivery'],
        currentStage: 'Delivery',
        isDone: true,
        stageDates: { Research: daysFromNow(-120), Concepts: daysFromNow(-104), Refinement: daysFromNow(-83), Delivery: daysFromNow(-66) },
        completedAt: new Date(daysFromNow(-62)),
        createdAt: new Date(daysFromNow(-120)),
      },
    ]);

    const [, , finished] = await tx
      .insert(tutorials)
      .values([
        {
          title: 'Frontend Web Development Bootcamp',
          briefDescription: 'Twelve weeks from HTML to a deployed React app, with weekly code reviews.',
          description:
            'A live, project-based cohort for beginners and self-taught developers. Every week ends with a code review from a senior engineer, and the cohort ends with a portfolio project deployed to the web.',
          amount: 85000,
          isCurrent: true,
          startDate: isoDay(-14),
          endDate: isoDay(70),
          link: 'https://meet.thinkmakesolve.ng/frontend-bootcamp',
          isCertAwarded: true,
          courseId: 'FWD2026',
          instructor: 'Emeka Obi',
          whatToLearn: ['Semantic HTML and accessible CSS layouts', 'Modern JavaScript and TypeScript', 'React with hooks and routing', 'Testing and deploying a web app'],
        },
        {
          title: 'UI/UX Design Foundations',
          briefDescription: 'Design thinking, Figma and usability testing for new designers. Free for the first cohort.',
          description:
            'Learn to research users, sketch flows, build a design system in Figma and test your prototypes with real people. Suited to beginners and developers who want to design better products.',
          amount: 0,
          isCurrent: false,
          startDate: isoDay(21),
          endDate: isoDay(63),
          link: 'https://meet.thinkmakesolve.ng/uiux-foundations',
          isCertAwarded: true,
          courseId: 'UIX2027',
          instructor: 'Funmi Adeyemi',
          whatToLearn: ['User research and personas', 'Wireframes and user flows', 'Design systems in Figma', 'Usability testing'],
        },
        {
          title: 'Digital Marketing Essentials',
          briefDescription: 'SEO, social media and paid ads for small businesses, in four weekends.',
          description:
            'A practical course for business owners and marketers: set up analytics, plan content, run your first ad campaign and read the results.',
          amount: 30000,
          isCurrent: false,
          startDate: isoDay(-60),
          endDate: isoDay(-32),
          link: 'https://meet.thinkmakesolve.ng/marketing-essentials',
          isDone: true,
          isCertAwarded: true,
          courseId: 'DME2026',
          instructor: 'Kelechi Umeh',
          whatToLearn: ['Search engine optimisation basics', 'Social media content calendars', 'Running and measuring ad campaigns'],
        },
      ])
      .returning({ id: tutorials.id });
    await tx.insert(enrolments).values({ tutorialId: finished!.id, userId });

    // The office's payments page: the website paid by card, a checkout voided when the social media request was
    // re-quoted (from ₦200,000 to ₦240,000), and an SEO checkout the client abandoned, which has expired.
    const at = (days: number, minutes = 0) => new Date(new Date(daysFromNow(days)).getTime() + minutes * 60_000);
    await tx.insert(payments).values([
      {
        reference: 'tms-demo0website0000000000000000001',
        userId,
        kind: 'requests' as const,
        itemIds: [requests[0]!.id],
        amountKobo: cartTotalKobo(['850000']),
        status: 'paid' as const,
        provider: 'sandbox' as const,
        channel: 'card',
        providerTransactionId: 'sandbox-tms-demo0website0000000000000000001',
        createdAt: at(-35),
        paidAt: at(-35, 2),
        expiresAt: at(-35, 30),
      },
      {
        reference: 'tms-demo0requoted000000000000000002',
        userId,
        kind: 'requests' as const,
        itemIds: [requests[3]!.id],
        amountKobo: cartTotalKobo(['200000']),
        status: 'voided' as const,
        voidReason: 'requoted' as const,
        provider: 'sandbox' as const,
        createdAt: at(-3),
        expiresAt: at(-3, 30),
      },
      {
        reference: 'tms-demo0abandoned00000000000000003',
        userId,
        kind: 'requests' as const,
        itemIds: [requests[2]!.id],
        amountKobo: cartTotalKobo(['150000']),
        provider: 'sandbox' as const,
        createdAt: at(-2),
        expiresAt: at(-2, 30),
      },
    ]);
    await seedConsultations(tx as unknown as Db, requests.map((r) => r.id));
    await tx.insert(auditLog).values({
      actorEmail: DEMO_STAFF.email,
      action: 'request.quote',
      target: `request ${requests[3]!.id}`,
      before: { price: '200000', status: 'Quoted', is_done: false },
      after: { price: '240000', status: 'Quoted', is_done: false },
      createdAt: at(-3, 10),
    });
  });
  await seedDemoAccounts(db, config);
}

/** The accounts added after the demo client, each on its own, so that a database seeded before they existed gets them too. */
async function seedDemoAccounts(db: Db, config: Config): Promise<void> {
  await seedDemoFieldData(db);
  await seedDemoStaff(db);
  await seedDemoPrivacy(db);
  await seedDemoPhoneClient(db);
  await seedDemoWebsiteDocuments(db);
  await seedDemoBilling(db);
  await seedDemoRefund(db);
  await seedDemoRetainer(db);
  await seedDemoThread(db);
  // Loaded when called: these domains' seeds read this module's demo names, so a static import would be a cycle.
  await (await import('../projects/seed')).seedDemoProjects(db);
  await (await import('../files/seed')).seedDemoFiles(db, fileStoreFor(config));
  await (await import('../catalogue/seed')).seedDemoCatalogue(db, fileStoreFor(config));
}

/** The subject of the demo client's request that holds the demo thread (issue 26). */
export const DEMO_THREAD_SUBJECT = 'E-commerce website for our bakery';

/**
 * Issue 26's threads: on the demo client's website project, the client asked a question, staff answered (read by
 * the client), and the client wrote again since, unread by the demo staff member: the office shows it unread.
 * Added once, to a database seeded before threads existed too.
 */
async function seedDemoThread(db: Db): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  if (!demo || !staff) return;
  const [request] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.userId, demo.id), eq(serviceRequests.subject, DEMO_THREAD_SUBJECT)))
    .orderBy(asc(serviceRequests.id))
    .limit(1);
  if (!request) return;
  const [already] = await db.select({ id: requestMessages.id }).from(requestMessages).where(eq(requestMessages.requestId, request.id)).limit(1);
  if (already) return;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000);
  await db.transaction(async (tx) => {
    await tx.insert(requestMessages).values([
      { requestId: request.id, authorId: demo.id, fromStaff: false, body: 'Hello! Can customers pay on delivery as well as by card?', createdAt: at(50) },
      { requestId: request.id, authorId: staff.id, fromStaff: true, body: 'Yes: we will add pay on delivery for Lagos orders, next to card and bank transfer. You will see it on the staging site on Friday.', createdAt: at(48) },
      { requestId: request.id, authorId: demo.id, fromStaff: false, body: 'Wonderful, thank you. Could the delivery fee also depend on the area (Lekki, Ikeja, Yaba)?', createdAt: at(2) },
    ]);
    await tx.insert(threadReads).values([
      { requestId: request.id, userId: demo.id, readAt: at(47) },
      { requestId: request.id, userId: staff.id, readAt: at(48) },
    ]);
  });
}

/** The demo client's SEO retainer (issue 25): its Paystack plan and subscription codes are demo ones. */
export const DEMO_RETAINER = { planCode: 'PLN_demo_seo_retainer', subscriptionCode: 'SUB_demo_seo_retainer', references: ['demo-retainer-seo-month-1', 'demo-retainer-seo-month-2'] };

/**
 * Retainers (issue 25): the demo client's monthly SEO retainer (₦150,000 a month, VAT included), accepted and
 * subscribed two months ago: the first month and one renewal paid (each with its invoice and receipt, through
 * the same once-per-charge path as Paystack's events), active, the next charge due in a few days. Added once.
 */
async function seedDemoRetainer(db: Db): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  if (!demo) return;
  const [already] = await db.select({ id: retainers.id }).from(retainers).where(eq(retainers.userId, demo.id)).limit(1);
  if (already) return;
  const retainerId = await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(serviceRequests)
      .values({ userId: demo.id, service: 'seo', subject: 'Monthly SEO for the bakery website', status: 'Pending', phone: DEMO_CLIENT.phone, country: 'NG', createdAt: new Date(daysFromNow(-64)) })
      .returning({ id: serviceRequests.id });
    const proposal = await createProposal(tx, null, request!.id, {
      title: 'Monthly SEO for Obi Bakery',
      scope: 'Each month: keyword research for Lagos cake and bread searches, on-page fixes, two local listings, and a report.',
      deliverables: ['A monthly ranking and traffic report', 'On-page fixes on the website', 'Google Business Profile upkeep'],
      // ₦139,534.88 + 7.5% VAT = ₦150,000.00 a month.
      line_items: [{ description: 'SEO retainer, one month', quantity: 1, unit_price_kobo: 13_953_488 }],
      valid_until: isoDay(30),
      stages: ['Ongoing'],
      plan: { kind: 'retainer' },
    });
    await sendProposal(tx, null, proposal.id, new Date(daysFromNow(-62)));
    await acceptProposal(tx, null, demo.id, proposal.id, { fullName: 'Chioma Obi', ip: '102.89.34.10', userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/126 Mobile' }, new Date(daysFromNow(-61)));
    const [row] = await tx
      .insert(retainers)
      .values({
        proposalId: proposal.id,
        requestId: request!.id,
        userId: demo.id,
        service: 'seo',
        amountKobo: proposal.totalKobo,
        paystackPlanCode: DEMO_RETAINER.planCode,
        subscriptionCode: DEMO_RETAINER.subscriptionCode,
        emailToken: 'demo-email-token',
        createdAt: new Date(daysFromNow(-61)),
      })
      .returning({ id: retainers.id, amountKobo: retainers.amountKobo });
    return row!;
  });
  // The first month, then one renewal: each an invoice and a receipt.
  const charged = demoRetainerCharges(Date.now());
  for (const [i, reference] of DEMO_RETAINER.references.entries()) {
    await recordCharge(db, null, retainerId.id, { reference, amountKobo: retainerId.amountKobo, paidAt: charged[i]!, channel: 'card', providerTransactionId: null, provider: 'sandbox' });
  }
}

/**
 * When the demo retainer's two months were charged, seen from `now`: 58 days ago, then a calendar month later, on
 * the next payment date the first charge set, as Paystack charges a monthly plan. (A renewal 30 days later fell a
 * day before that date whenever the month between had 31 days, and left the next charge in the past.)
 */
export function demoRetainerCharges(now: number): [Date, Date] {
  const first = new Date(now - 58 * 86_400_000);
  return [first, addMonth(first)];
}

/**
 * The demo website payment (₦850,000, 35 days ago) was seeded before documents existed: it gets the invoice and
 * receipt a delivery issues today (dated when it was paid), so that every payment on /billing has its receipt and
 * the receipts add up to what was paid. Before the billing demo, so the numbers follow the dates. Added once.
 */
async function seedDemoWebsiteDocuments(db: Db): Promise<void> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, DEMO_REFUND.reference)).limit(1);
  if (payment?.status !== 'paid') return;
  const [already] = await db.select({ id: billingDocuments.id }).from(billingDocuments).where(eq(billingDocuments.paymentId, payment.id)).limit(1);
  if (already) return;
  await db.transaction(async (tx) => {
    await issueDeliveryDocuments(tx, null, payment.id);
  });
}

/** The demo website payment's partial refund (issue 25). */
export const DEMO_REFUND = { reference: 'tms-demo0website0000000000000000001', amountKobo: 50_000_00, reason: 'Hosting for the first year was not needed: the bakery keeps its own' };

/**
 * Issue 25's refunds: staff refunded ₦50,000 of the demo client's website payment (processed, with its credit note),
 * as the office's payments page and the client's /billing show it. Added once, to a database seeded before it existed too.
 */
async function seedDemoRefund(db: Db): Promise<void> {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, DEMO_REFUND.reference)).limit(1);
  if (payment?.status !== 'paid') return;
  const [already] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.paymentId, payment.id)).limit(1);
  if (already) return;
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  const when = new Date(Date.now() - 5 * 86_400_000);
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        userId: payment.userId,
        amountKobo: DEMO_REFUND.amountKobo,
        reason: DEMO_REFUND.reason,
        status: 'processed',
        createdBy: staff?.id ?? null,
        createdAt: when,
        processedAt: when,
      })
      .returning({ id: refunds.id });
    await issueCreditNote(tx, { paymentId: payment.id, amountKobo: DEMO_REFUND.amountKobo, reason: DEMO_REFUND.reason, refundId: refund!.id });
  });
}

/** The demo client's deposit payment on the accepted mobile-app proposal: b-pay's partial refund and credit note demo refunds part of it. */
export const DEMO_DEPOSIT_REFERENCE = 'demo-deposit-mobile-app';

/**
 * Billing (issue 25) for the demo client, once: business details for their documents; a mobile app whose proposal
 * (40% deposit, then milestones at Design and Build) was accepted, the deposit paid (invoice and receipt) and the
 * Design milestone now due (invoiced); and a loyalty web app whose proposal waits for an answer. Made through the
 * billing functions themselves (no mail: the seed has no one to tell).
 */
async function seedDemoBilling(db: Db): Promise<void> {
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  if (!demo) return;
  const [already] = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.userId, demo.id)).limit(1);
  if (already) return;
  await db.transaction(async (tx) => {
    await putBillingDetails(tx, demo.id, { business_name: 'Obi Bakery Ltd', address: '12 Allen Avenue, Ikeja, Lagos', tin: '21098765-0001' });
    const [app, loyalty] = await tx
      .insert(serviceRequests)
      .values([
        { userId: demo.id, service: 'ma', subject: 'Ordering app for our bakery', status: 'Pending', phone: DEMO_CLIENT.phone, country: 'NG', createdAt: new Date(daysFromNow(-20)) },
        { userId: demo.id, service: 'wd', subject: 'Loyalty programme web app', status: 'Pending', phone: DEMO_CLIENT.phone, country: 'NG', createdAt: new Date(daysFromNow(-4)) },
      ])
      .returning({ id: serviceRequests.id });
    const stages = ['Discovery', 'Design', 'Build', 'Launch'];
    const accepted = await createProposal(tx, null, app!.id, {
      title: 'Ordering app for Obi Bakery',
      scope: 'An Android and iOS app where customers order cakes and bread for pickup or delivery, paid through Paystack.',
      deliverables: ['Clickable designs of every screen', 'The app in the Play Store and the App Store', 'An order dashboard for the bakery'],
      line_items: [
        { description: 'Product design', quantity: 1, unit_price_kobo: 60_000_000 },
        { description: 'App development (per sprint)', quantity: 4, unit_price_kobo: 40_000_000 },
        { description: 'Launch and store listings', quantity: 1, unit_price_kobo: 15_000_000 },
      ],
      valid_until: isoDay(30),
      stages,
      plan: { kind: 'deposit', deposit_percent: 40, milestones: [{ stage: 'Design', percent: 30 }, { stage: 'Build', percent: 30 }] },
    });
    await sendProposal(tx, null, accepted.id, new Date(daysFromNow(-15)));
    await acceptProposal(tx, null, demo.id, accepted.id, { fullName: 'Chioma Obi', ip: '102.89.34.10', userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/126 Mobile' }, new Date(daysFromNow(-14)));
    // The deposit, paid through the sandbox as a checkout pays: its receipt is issued on delivery.
    const order = await priceOrder(tx as unknown as Db, demo.id, 'requests', [app!.id]);
    await createIntent(tx as unknown as Db, demo.id, DEMO_DEPOSIT_REFERENCE, order, 'sandbox', new Date(Date.now() + 3_600_000));
    await deliverOnce(tx as unknown as Db, { ...order, reference: DEMO_DEPOSIT_REFERENCE, userId: demo.id, provider: 'sandbox', channel: 'card' });
    // The office reached Design: its milestone is due (invoiced), Build's waits.
    const [project] = await tx.select().from(projects).where(eq(projects.requestId, app!.id)).limit(1);
    await tx
      .update(projects)
      .set({ currentStage: 'Design', levels: 25, stageDates: { ...project!.stageDates, Design: daysFromNow(-2) } })
      .where(eq(projects.id, project!.id));
    await stagesReached(tx, null, project!.id);
    // b-pay: the partial refund of DEMO_DEPOSIT_REFERENCE and its credit note (issueCreditNote) are seeded here.

    const open = await createProposal(tx, null, loyalty!.id, {
      title: 'Loyalty programme web app',
      scope: 'A web app where regular customers collect points with each order and redeem them for treats.',
      deliverables: ['Customer web app', 'Staff points console'],
      line_items: [
        { description: 'Design and build', quantity: 1, unit_price_kobo: 120_000_000 },
        { description: 'Hosting set-up (first year)', quantity: 1, unit_price_kobo: 8_000_000 },
      ],
      valid_until: isoDay(21),
      stages: ['Design', 'Build', 'Launch'],
      plan: { kind: 'full' },
    });
    await sendProposal(tx, null, open.id, new Date(daysFromNow(-1)));
  });
}

/**
 * Privacy (issue 30): the demo client reads the newsletter (confirmed, with the consent on record: settings →
 * "Your data" shows it) and has asked for a correction they cannot make themselves (their email), which waits in
 * the office's queue of data requests. Added on its own, so a database seeded earlier gets it too.
 */
async function seedDemoPrivacy(db: Db): Promise<void> {
  const [client] = await db.select().from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  if (!client) return;
  await db.transaction(async (tx) => {
    const [subscribed] = await tx.select({ id: newsletterSubscribers.id }).from(newsletterSubscribers).where(eq(sql`lower(${newsletterSubscribers.email})`, DEMO_CLIENT.email)).limit(1);
    if (!subscribed) {
      const noticeVersion = await noticeVersionFor(tx, null);
      const signedUp = new Date(daysFromNow(-20));
      const confirmed = new Date(signedUp.getTime() + 15 * 60_000);
      await tx.insert(newsletterSubscribers).values({ email: DEMO_CLIENT.email, createdAt: signedUp, confirmSentAt: signedUp, confirmedAt: confirmed, source: 'newsletter_form', noticeVersion });
      await tx.insert(consentRecords).values({ email: DEMO_CLIENT.email, userId: client.id, purpose: 'newsletter', given: true, noticeVersion, source: 'newsletter_form', createdAt: confirmed });
    }
    const [asked] = await tx.select({ id: dataRequests.id }).from(dataRequests).where(eq(dataRequests.userId, client.id)).limit(1);
    if (!asked) {
      const received = new Date(daysFromNow(-3));
      await tx.insert(dataRequests).values({
        userId: client.id,
        email: client.email,
        name: client.firstName,
        kind: 'correction',
        status: 'open',
        message: 'Please change my email address to adaeze@korabakes.ng: the bakery has its own domain now.',
        receivedAt: received,
        dueAt: new Date(received.getTime() + ANSWER_DAYS * 86_400_000),
      });
      }
    });
  }

/**
 * The phone project's demo client, with its own copies of the demo client's unpaid quoted requests (copied
 * whole, whatever columns a request has, so the two clients' carts stay the same).
 */
async function seedDemoPhoneClient(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_PHONE_CLIENT.email)).limit(1);
  if (existing) return;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  if (!demo) return;
  await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(users)
      .values({
        email: DEMO_PHONE_CLIENT.email,
        firstName: DEMO_PHONE_CLIENT.firstName,
        phone: DEMO_PHONE_CLIENT.phone,
        passwordHash: await hashPassword(DEMO_PHONE_CLIENT.password),
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const quoted = await tx
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.userId, demo.id), eq(serviceRequests.status, 'Quoted'), isNull(serviceRequests.paidAt)))
      .orderBy(asc(serviceRequests.id));
    if (quoted.length > 0) {
      await tx.insert(serviceRequests).values(quoted.map(({ id: _id, createdAt: _createdAt, ...request }) => ({ ...request, userId: client!.id, phone: DEMO_PHONE_CLIENT.phone })));
    }
  });
}

/**
 * A week of field data for the office's Site health page (docs/field-data.md): samples on five pages over the
 * last 7 days, an older marketing release (0.9.2) slower than the current one, and one error group. Relative to
 * now, and added again whenever the table is empty (the retention job empties it after 8 days).
 */
async function seedDemoFieldData(db: Db): Promise<void> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(fieldVitals)) as [{ count: number }];
  if (count > 0) return;
  let seed = 20_261_126;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const sampled = [
    { page: pages.marketing.homeAlias, remote: 'marketing', lcp: 1900, ttfb: 350 },
    { page: pages.marketing.services, remote: 'marketing', lcp: 2300, ttfb: 420 },
    { page: pages.academy.tutorials, remote: 'academy', lcp: 2900, ttfb: 600 },
    { page: pages.academy.tutorialDetail, remote: 'academy', lcp: 2100, ttfb: 500 },
    { page: pages.portal.login, remote: 'portal', lcp: 1400, ttfb: 300 },
  ];
  const now = Date.now();
  const rows: (typeof fieldVitals.$inferInsert)[] = [];
  for (let hoursAgo = 2; hoursAgo < 7 * 24; hoursAgo += 3) {
    const createdAt = new Date(now - hoursAgo * 3_600_000);
    for (const p of sampled) {
      // The marketing release before this one, live until three days ago, was slower on phones.
      const older = p.remote === 'marketing' && hoursAgo > 72;
      const version = older ? '0.9.2' : '1.0.0';
      const slow = older ? 1.5 : 1;
      const spread = () => 0.55 + random() * 0.9;
      const sample = (name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB', value: number, attribution?: string) =>
        rows.push({ name, value, page: p.page, remote: p.remote, remoteVersion: version, attribution, createdAt });
      sample('LCP', Math.round(p.lcp * slow * spread()), 'main h1');
      sample('FCP', Math.round(p.lcp * 0.6 * slow * spread()));
      sample('TTFB', Math.round(p.ttfb * spread()));
      sample('CLS', Math.round(random() * (p.page === pages.academy.tutorials ? 0.3 : 0.06) * 1000) / 1000);
      if (random() < 0.6) sample('INP', Math.round((p.remote === 'academy' ? 230 : 120) * slow * spread()), 'button.primary · pointer');
    }
  }
  await db.insert(fieldVitals).values(rows);
  const stack = "TypeError: Cannot read properties of undefined (reading 'price')\n    at PackageCard (https://thinkmakesolve.ng/remotes/marketing/__federation_expose_Packages.js:1:4821)\n    at renderWithHooks (https://thinkmakesolve.ng/vendor.js:2:51200)";
  const message = "Cannot read properties of undefined (reading 'price')";
  const frames = topFrames(stack);
  const fingerprint = fingerprintOf('marketing', message, frames);
  await db.insert(fieldErrors).values(
    [30, 26, 20, 9, 5, 1].map((hoursAgo) => ({
      fingerprint,
      source: 'boundary' as const,
      message,
      frames: frames.join('\n'),
      page: pages.marketing.packages,
      remote: 'marketing',
      remoteVersion: '1.0.0',
      createdAt: new Date(now - hoursAgo * 3_600_000),
    })),
  );
}

/** The demo staff member, added on its own so that a database seeded before staff existed gets one too. */
async function seedDemoStaff(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  if (existing) return;
  await db
    .insert(users)
    .values({ email: DEMO_STAFF.email, firstName: DEMO_STAFF.firstName, role: 'staff', passwordHash: await hashPassword(DEMO_STAFF.password) })
    .onConflictDoNothing();
}
