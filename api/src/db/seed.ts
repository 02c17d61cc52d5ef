import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { enrolments, feedback, projects, serviceRequests, tutorials, users } from './schema';

export const DEMO_CLIENT = {
  email: 'demo@thinkmakesolve.ng',
  password: 'Demo@2026!',
  firstName: 'Adaeze Okafor',
  phone: '+2348031234567',
} as const;

/** The demo staff account: signs in at /login like a client and lands in the back office (/office). */
export const DEMO_STAFF = {
  email: 'staff@thinkmakesolve.ng',
  password: 'Staff@2026!',
  firstName: 'Bola Staff',
} as const;

const FEEDBACK = [
  {
    name: 'Tolu Adebayo, founder of Kora Foods',
    text: 'They rebuilt our ordering site in five weeks. Orders from Lagos and Abuja doubled in the first quarter, and the team still answers the same day when we need a change.',
  },
  {
    name: 'Chinedu Eze, operations lead at Swiftlink Logistics',
    text: 'The driver app they designed cut our delivery confirmation time from hours to minutes. Clear weekly updates, no surprises on the invoice.',
  },
  {
    name: 'Amina Bello, creative director at Zaria Threads',
    text: 'Our product photos, lookbook and Instagram ads finally look like one brand. Engagement is up and our customers noticed.',
  },
  {
    name: 'Ifeoma Nwosu, product manager',
    text: 'The UI/UX mentorship gave me a portfolio I was proud to show. I landed my current role two months after the cohort ended.',
  },
  {
    name: 'Segun Alabi, CEO of PayGrid',
    text: 'Their cloud team moved our database and APIs to a setup that no longer falls over on salary day. Worth every naira.',
  },
];

/** A moment `offsetDays` from now (ISO 8601), for demo dates that stay recent. */
function daysFromNow(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString();
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** Fills an empty database with demo content. Does nothing when the demo client already exists. */
export async function seedDemo(db: Db): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_CLIENT.email)).limit(1);
  // The staff account comes after the demo client, which keeps user id 1 (its certificate is DME2026-1).
  if (existing) return seedDemoStaff(db);

  await db.transaction(async (tx) => {
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(feedback)) as [{ count: number }];
    if (count === 0) await tx.insert(feedback).values(FEEDBACK.map((f, position) => ({ ...f, position })));

    const [client] = await tx
      .insert(users)
      .values({
        email: DEMO_CLIENT.email,
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
        { userId, service: 'wd', subject: 'E-commerce website for our bakery', price: 850000, paidAt: new Date(daysFromNow(-35)), status: 'Ongoing', bookingDate: 'Monday, March 2, 2026', bookingTime: '10:00', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 'gd', subject: 'Brand identity refresh', price: 300000, paidAt: new Date(daysFromNow(-121)), status: 'Completed', isDone: true, bookingDate: 'Tuesday, January 13, 2026', bookingTime: '14:00', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 'seo', subject: 'SEO audit and keyword plan', price: 150000, status: 'Quoted', bookingDate: 'Friday, November 6, 2026', bookingTime: '11:30', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 'smm', subject: 'Three months of Instagram and TikTok content', price: 240000, status: 'Quoted', bookingDate: 'Monday, November 9, 2026', bookingTime: '09:00', phone: DEMO_CLIENT.phone, country: 'NG' },
        { userId, service: 've', subject: 'Product launch video', price: 0, status: 'Pending', bookingDate: 'Thursday, November 19, 2026', bookingTime: '15:00', phone: DEMO_CLIENT.phone, country: 'NG' },
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
  });
  await seedDemoStaff(db);
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
