import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import ICAL from 'ical.js';

/**
 * Helpers for consultation journeys (issue 27): booking through the dialog, picking a free slot in the shared
 * slot picker (the booking dialog's step 3 and the manage page's Reschedule), the result step's .ics download
 * read with a real parser (ical.js), and the manage link mailed to the booker. The office-calendar step of the
 * journey (t27-staff) reuses them.
 */

export interface PickedSlot {
  /** 'YYYY-MM-DD' (WAT). */
  date: string;
  /** 'HH:MM' (WAT). */
  time: string;
}

/**
 * Picks a free slot in a slot picker inside `scope`: the `day`-th open day of the week shown (0 = the first) and
 * its `slot`-th free time, as a visitor clicking the chips does. Which ones are free depends on when the test runs.
 */
export async function pickSlot(scope: Locator, { day = 0, slot = 0 } = {}): Promise<PickedSlot> {
  const days = scope.getByRole('group', { name: 'Date', exact: true });
  await expect(days.getByRole('radio').first()).toBeAttached();
  let open = days.locator('label:has(input:enabled)');
  if ((await open.count()) <= day) {
    await days.getByRole('button', { name: 'Later week' }).click();
    open = days.locator('label:has(input:enabled)');
    await expect(open.first()).toBeVisible();
  }
  await open.nth(day).click();
  const date = await days.locator('input:checked').inputValue();
  const times = scope.getByRole('group', { name: 'Time', exact: true });
  await times.locator('label').nth(slot).click();
  const chosen = times.getByRole('radio').nth(slot);
  await expect(chosen).toBeChecked();
  return { date, time: await chosen.inputValue() };
}

/** A slot's instant: its WAT wall time is UTC+1 (Lagos keeps no daylight saving). */
export const watInstant = ({ date, time }: PickedSlot) => new Date(Date.parse(`${date}T${time}:00Z`) - 3_600_000);

export interface Booker {
  name: string;
  email: string;
  /** National number, with the Nigerian country chosen. */
  phone: string;
  service: string;
  subject: string;
  /** The meeting-mode radio's label, e.g. 'At our office in Lagos'. */
  mode?: string;
}

/** Fills the booking dialog's five steps and submits; answers the slot chosen. */
export async function bookThroughDialog(dialog: Locator, booker: Booker): Promise<PickedSlot> {
  await dialog.getByLabel('Name', { exact: true }).fill(booker.name);
  await dialog.getByLabel('Email', { exact: true }).fill(booker.email);
  await dialog.getByLabel('Phone country').selectOption('NG');
  await dialog.getByLabel('Phone number').fill(booker.phone);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Service', { exact: true }).selectOption({ label: booker.service });
  await dialog.getByLabel('Subject', { exact: true }).fill(booker.subject);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const picked = await pickSlot(dialog);
  if (booker.mode) await dialog.getByRole('radio', { name: new RegExp(`^${booker.mode}`) }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return picked;
}

export interface ParsedInvite {
  method: string | null;
  uid: string;
  sequence: number;
  location: string;
  /** The start as an instant. */
  start: Date;
  /** 'UTC' or the TZID the start names. */
  zone: string;
}

/** Reads an .ics with ical.js: its method, the event's UID, SEQUENCE, LOCATION, start instant and time zone. */
export function parseInvite(text: string): ParsedInvite {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the .ics has no VEVENT');
  const event = new ICAL.Event(vevent);
  const dtstart = vevent.getFirstProperty('dtstart');
  const tzid = dtstart?.getParameter('tzid');
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    uid: event.uid,
    sequence: event.sequence,
    location: event.location,
    start: event.startDate.toJSDate(),
    zone: typeof tzid === 'string' ? tzid : event.startDate.zone?.tzid === 'UTC' ? 'UTC' : 'floating',
  };
}

/** Clicks a download link and answers the file's text. */
export async function downloadText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return readFile(file, 'utf8');
}
