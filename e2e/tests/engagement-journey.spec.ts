import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { fitsWithoutSideScroll, mailFor, personPage } from '../support/journey';
import { type Running, startSeededSite } from '../support/processes';
import { DEMO, DEMO_STAFF, signInAs } from '../support/session';
import { topologyPort } from '../support/topology';

/**
 * Issue 26's thread, across two browsers on a site of its own (its own database and outbox; the batching window
 * set to 0 s so each message's email goes at once): the client writes about a request from their phone → staff
 * see it in the office's bell and are emailed a link to the engagement page → staff answer there → the client's
 * bell, dashboard and email say so, and the answer is in the thread. Unread counts go to zero once each side reads.
 */
const PORT = topologyPort(150);
const SUBJECT = 'SEO audit and keyword plan';
const QUESTION = 'Could the audit also cover our Google Business profile? We get most orders from Maps.';
const ANSWER = 'Yes: the Business profile is part of the audit. We will send the findings with the keyword plan.';
const AGENCY_INBOX = 'inbox@thinkmakesolve.ng';

let site: Running & { dataDir: string };




test.describe('the engagement thread, client and staff (issue 26)', { tag: ['@journey', '@local'] }, () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startSeededSite(PORT, 'engagement-journey', { THREAD_MAIL_DELAY_SECONDS: '0' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('the client writes from a phone, staff answer from the engagement page, and both bells and emails agree', async ({ browser }) => {
    test.setTimeout(240_000);
    const client = await personPage(browser, site.url, { width: 360, phone: true });
    const staff = await personPage(browser, site.url, { width: 1280 });
    const clientErrors = watchForErrors(client);
    const staffErrors = watchForErrors(staff);

    // Portal, on a phone: the request's Messages link opens its thread; the client writes.
    await signInAs(client, DEMO, '/made-requests');
    await client.getByRole('link', { name: `Messages: ${SUBJECT}` }).click();
    await expect(client).toHaveURL(/\/made-requests\/\d+\/messages$/);
    const requestId = Number(/\/made-requests\/(\d+)\//.exec(client.url())![1]);
    const code = `REQ-${String(requestId).padStart(4, '0')}`;
    await expect(client.getByRole('heading', { level: 1 })).toHaveText(`${code}: ${SUBJECT}`);
    await expect(client.getByRole('link', { name: /Chat on WhatsApp/ })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/2348035550142\\?text=.*${code}`));
    await client.getByRole('button', { name: 'Send' }).click();
    await expect(client.getByText('Write a message first.')).toBeVisible();
    await client.getByLabel('Your message').fill(QUESTION);
    await client.getByRole('button', { name: 'Send' }).click();
    const clientThread = client.getByRole('list', { name: 'Messages, oldest first' });
    await expect(clientThread.getByRole('listitem').filter({ hasText: QUESTION })).toContainText('You');
    await expect(client.getByLabel('Your message')).toHaveValue('');
    await fitsWithoutSideScroll(client, 'the thread at 360 px');
    await expectNoAxeViolations(client);

    // The agency's inbox is emailed, with a link straight to the engagement page.
    const toStaff = await mailFor(site.dataDir, AGENCY_INBOX, new RegExp(`^${code}: a new message from `));
    expect(toStaff.text).toContain(QUESTION);
    const officeLink = new URL(toStaff.text.match(/https?:\/\/\S+\/office\/requests\/\d+/)![0]).pathname;
    expect(officeLink).toBe(`/office/requests/${requestId}`);

    // Office: the bell counts the unread thread (the demo's own unread message is another), and leads to it.
    await signInAs(staff, DEMO_STAFF, '/office/requests');
    const bell = staff.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? (await bell.textContent()) ?? '')?.[1] ?? 0);
    expect(before).toBeGreaterThanOrEqual(2);
    await bell.click();
    // The open panel sits in the frame's dark header: its text must still read (axe's colour contrast).
    await expectNoAxeViolations(staff);
    await staff.getByRole('region', { name: 'Unread messages' }).getByRole('link', { name: new RegExp(SUBJECT) }).click();
    await expect(staff).toHaveURL(new RegExp(`${officeLink}$`));
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`${code}: ${SUBJECT}`);
    await expect(staff.getByText(QUESTION)).toBeVisible();
    await staff.getByLabel('Your reply').fill(ANSWER);
    await staff.getByRole('button', { name: 'Send' }).click();
    await expect(staff.getByText('Your message was sent; the client is emailed.')).toBeVisible();
    await expect(staff.getByText(ANSWER)).toBeVisible();
    // Reading the thread marked it read for this staff member: one thread fewer in the bell.
    await staff.reload();
    await expect(staff.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.setViewportSize({ width: 360, height: 800 });
    await fitsWithoutSideScroll(staff, 'the engagement page at 360 px');
    await staff.goto('/office/requests');
    await fitsWithoutSideScroll(staff, 'the office requests at 360 px');

    // The client is emailed with a link to the thread; their dashboard and bell show one unread message.
    const toClient = await mailFor(site.dataDir, DEMO.email, new RegExp(`^A new message about your request ${code}`));
    expect(toClient.text).toContain(ANSWER);
    expect(new URL(toClient.text.match(/https?:\/\/\S+\/made-requests\/\d+\/messages/)![0]).pathname).toBe(`/made-requests/${requestId}/messages`);
    await client.goto('/dashboard');
    await expect(client.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
    await client.getByRole('link', { name: `${code}: ${SUBJECT} (1 unread)` }).first().click();
    await expect(client).toHaveURL(new RegExp(`/made-requests/${requestId}/messages$`));
    await expect(clientThread.getByRole('listitem').filter({ hasText: ANSWER })).toContainText('from the agency');
    // Read: the bell empties.
    await client.goto('/made-requests');
    await expect(client.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
    await expect(client.getByRole('link', { name: `Messages: ${SUBJECT}` })).toBeVisible();

    expect(clientErrors, 'console errors in the portal').toEqual([]);
    expect(staffErrors, 'console errors in the office').toEqual([]);
  });
});
