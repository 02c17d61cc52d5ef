import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchForErrors } from '../support/console';
import { hasDemoSeed, NEEDS_DEMO_SEED, uniqueEmail } from '../support/environment';
import { DEMO_STAFF as STAFF, endSession, signInAs, signInAsDemo } from '../support/session';

/**
 * Issue 27, the staff side: a consultation booked by a guest shows in the office's week calendar, staff assign it
 * a host and block another time, and the public availability then refuses the blocked time. The new screens (the
 * calendar, the availability settings, the client's consultations on the dashboard) are axe-clean and never
 * scroll sideways at 360, 768, 1280 and 1440 px. Screenshots go to the test's output folder (and SHOTS_DIR).
 */

const WIDTHS = [360, 768, 1280, 1440] as const;

interface Slot {
  date: string;
  time: string;
  long_date: string;
}
interface Day {
  date: string;
  slots: Slot[];
}

async function freeDays(request: APIRequestContext, from?: string, days = 14): Promise<{ slot_minutes: number; days: Day[] }> {
  const answer = await request.get(`/api/availability?days=${days}${from ? `&from=${from}` : ''}`);
  expect(answer.ok()).toBe(true);
  return answer.json();
}

const plus = (time: string, minutes: number) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** '2026-12-01' → 'Tue 1 Dec', as the calendar names a day. */
const dayLabel = (day: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).formatToParts(new Date(`${day}T12:00:00Z`)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month}`;
};

/** Through session.ts, which waits for /office itself (an unencoded "/login?redirect=/office" also ends in "/office"). */
async function signInStaff(page: Page) {
  await signInAs(page, STAFF, '/office');
}

/** Axe-clean and no sideways scroll at each width, with a full-page shot of each. */
async function checkAtEveryWidth(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(overflow.scroll, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(overflow.client);
    await expectNoAxeViolations(page);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await page.screenshot({ path, fullPage: true });
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('the office calendar', { tag: '@journey' }, () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(endSession);

  test('staff see a booked consultation in the week, assign a host, block a time, and the blocked time is refused', async ({ page, request }) => {
    const errors = watchForErrors(page);
    const name = `Ngozi Calendar ${Date.now().toString(36)}`;
    // A guest books the first free slot through the API (the dialog's journey is booking.spec.ts's).
    const open = (await freeDays(request)).days.find((day) => day.slots.length >= 3);
    expect(open, 'a day with three free slots in the next two weeks').toBeTruthy();
    const [booked, , blocked] = open!.slots as [Slot, Slot, Slot];
    const booking = await request.post('/api/book_consultation', {
      data: { name, email: uniqueEmail('calendar'), phone: '+2348031234567', date: booked.long_date, time: booked.time, services: 'wd', subject: 'Bakery shop', message: '', selected: 'NG', mode: 'video' },
    });
    expect(booking.status()).toBe(200);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.goto(`/office/calendar?view=week&day=${booked.date}`);
    const week = page.getByRole('list', { name: 'Consultations by day' });
    const chip = week.getByRole('button', { name: new RegExp(`${booked.time} ${name}`) });
    await expect(chip).toBeVisible();

    // Assign a host: the demo staff member.
    await chip.click();
    const card = page.getByRole('article', { name: new RegExp(name) });
    await expect(card).toContainText(`${booked.time} WAT`);
    const host = card.getByRole('combobox', { name: 'Host' });
    await expect(host).toBeEnabled();
    await host.selectOption({ label: 'Bola Staff' });
    await expect(card.getByRole('status')).toHaveText('Bola Staff now hosts this consultation.');
    await expect(chip).toContainText('Bola Staff');
    const whatsapp = card.getByRole('link', { name: `WhatsApp ${name}` });
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=.*request%20%23\d+/);

    // Block the day's third slot, with a reason; it shows struck in its day.
    const slotMinutes = (await freeDays(request, blocked.date, 1)).slot_minutes;
    await page.getByRole('button', { name: 'Block a time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block a time' });
    await dialog.getByLabel('From day').fill(blocked.date);
    await dialog.getByLabel('From time (WAT)').fill(blocked.time);
    await dialog.getByLabel('To time (WAT)').fill(plus(blocked.time, slotMinutes));
    await dialog.getByLabel('Reason').fill('Team workshop');
    await dialog.getByRole('button', { name: 'Block it' }).click();
    await expect(dialog).toBeHidden();
    const day = week.getByRole('listitem', { name: new RegExp(`^${dayLabel(blocked.date)}`) });
    await expect(day).toContainText(`Blocked ${blocked.time}–${plus(blocked.time, slotMinutes)}`);
    await expect(day).toContainText('Team workshop');

    // The public availability no longer offers it, and a booking of it is refused.
    const after = (await freeDays(request, blocked.date, 1)).days[0]!;
    expect(after.slots.map((s) => s.time)).not.toContain(blocked.time);
    expect(after.slots.map((s) => s.time)).not.toContain(booked.time);
    const refused = await request.post('/api/book_consultation', {
      data: { name: 'Second guest', email: uniqueEmail('calendar2'), phone: '+2348031234568', date: blocked.long_date, time: blocked.time, services: 'seo', subject: 'Blocked slot', message: '', selected: 'NG' },
    });
    expect(refused.status()).toBe(409);

    await checkAtEveryWidth(page, 'office-calendar', async () => {
      await expect(chip).toBeVisible();
    });
    await page.goto(`/office/calendar?view=day&day=${booked.date}`);
    await checkAtEveryWidth(page, 'office-calendar-day', async () => {
      await expect(page.getByRole('article', { name: new RegExp(name) })).toBeVisible();
    });
    await page.goto('/office/availability');
    await checkAtEveryWidth(page, 'office-availability', async () => {
      await expect(page.getByRole('button', { name: 'Save availability' })).toBeVisible();
    });

    // Leave nothing behind: unblock the time and cancel the consultation, each confirmed in the site's dialog.
    await page.goto(`/office/calendar?view=week&day=${booked.date}`);
    await page.getByRole('button', { name: `Unblock ${dayLabel(blocked.date)}, ${blocked.time}–${plus(blocked.time, slotMinutes)}` }).click();
    const unblock = page.getByRole('dialog', { name: 'Unblock this time' });
    await unblock.getByRole('button', { name: 'Unblock' }).click();
    await expect(unblock.getByRole('status')).toHaveText('Unblocked: its free slots can be booked again.');
    await unblock.getByRole('button', { name: 'Close' }).last().click();
    await page.getByRole('list', { name: 'Consultations by day' }).getByRole('button', { name: new RegExp(`${booked.time} ${name}`) }).click();
    await page.getByRole('article', { name: new RegExp(name) }).getByRole('button', { name: 'Cancel consultation' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel consultation' });
    await cancel.getByRole('button', { name: 'Cancel consultation' }).click();
    await expect(cancel.getByRole('status')).toHaveText('The consultation is cancelled and the client was emailed.');
    expect(errors).toEqual([]);
  });

  test('the client’s consultations on the dashboard and requests are axe-clean at every width', async ({ page }) => {
    test.skip(!hasDemoSeed, NEEDS_DEMO_SEED);
    await signInAsDemo(page, '/dashboard');
    const section = page.getByRole('region', { name: 'Your consultations' });
    await checkAtEveryWidth(page, 'portal-dashboard-consultations', async () => {
      await expect(section.getByRole('heading', { name: 'Your consultations' })).toBeVisible();
    });
    await page.goto('/made-requests');
    await checkAtEveryWidth(page, 'portal-requests', async () => {
      await expect(page.getByRole('list', { name: 'Your requests' })).toBeVisible();
    });
  });
});
