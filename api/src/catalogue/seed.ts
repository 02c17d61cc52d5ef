import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueVersions, users } from '../db/schema';
import { DEMO_STAFF } from '../db/seed';
import { canonical, ensureCatalogue, readDraft, readVersion, saveDraft } from './store';

/** The demo's unpublished change: Email Marketing, quoted only in the seeded content, from ₦80,000. */
export const DEMO_DRAFT_PRICE = { code: 'em', fromPrice: 8_000_000 } as const;

/**
 * Issue 29's demo: the draft holds one change the demo staff member saved and did not publish (Email Marketing from
 * ₦80,000), so the office's catalogue says there are unpublished changes, the preview links show them on the real
 * pages, and Publish makes version 2. The public pages show version 1, today's content. Added once: only while
 * version 1 is the only version and the draft is still its content.
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  await ensureCatalogue(db);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  const [{ versions } = { versions: 0 }] = await db.select({ versions: sql<number>`count(*)::int` }).from(catalogueVersions);
  const [draft, first] = [await readDraft(db), await readVersion(db, 1)];
  if (!staff || versions !== 1 || !first || canonical(draft.content) !== canonical(first.content)) return;
  const content = structuredClone(draft.content);
  const service = content.services.find((s) => s.code === DEMO_DRAFT_PRICE.code);
  if (!service) return;
  service.fromPrice = DEMO_DRAFT_PRICE.fromPrice;
  await saveDraft(db, { id: staff.id, email: DEMO_STAFF.email }, content);
}
