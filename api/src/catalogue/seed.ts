import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { catalogueImages, catalogueVersions, users } from '../db/schema';
import { DEMO_STAFF } from '../db/seed';
import { putDemoBytes } from '../files/seed';
import type { FileStore } from '../files/store';
import { DEMO_PICTURES, DEMO_PICTURES_DIR } from './demo-pictures';
import { imageKey } from './images';
import { canonical, ensureCatalogue, publish, readDraft, readVersion, saveDraft } from './store';

/** The demo's unpublished change: Email Marketing, quoted only in the seeded content, from ₦80,000. */
export const DEMO_DRAFT_PRICE = { code: 'em', fromPrice: 8_000_000 } as const;

/** The note of the demo's second version, which gave the OjaFresh case study its picture. */
export const DEMO_PICTURES_NOTE = 'A picture for the OjaFresh case study';

/**
 * Issue 29's demo: version 2 gave the OjaFresh case study a picture staff uploaded (./demo-pictures.ts: its
 * converted files are copied into the file store, nothing is converted), so /work, its case study and the landing
 * page show a <picture> with every width and format where the other case study shows its built illustration, and
 * the office's history has a version to roll back to. Then the draft holds one change the demo staff member saved
 * and did not publish (Email Marketing from ₦80,000), so the office's catalogue says there are unpublished changes
 * and the preview links show them on the real pages. Added once: only while version 1, the seeded content, is the
 * only version and the draft is still its content.
 */
export async function seedDemoCatalogue(db: Db, store: FileStore): Promise<void> {
  await ensureCatalogue(db);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_STAFF.email)).limit(1);
  const [{ versions } = { versions: 0 }] = await db.select({ versions: sql<number>`count(*)::int` }).from(catalogueVersions);
  const [draft, first] = [await readDraft(db), await readVersion(db, 1)];
  if (!staff || versions !== 1 || !first || canonical(draft.content) !== canonical(first.content)) return;
  const actor = { id: staff.id, email: DEMO_STAFF.email };
  const content = structuredClone(draft.content);
  for (const picture of DEMO_PICTURES) {
    const study = content.caseStudies.find((s) => s.slug === picture.caseStudy);
    if (!study) continue;
    await storePicture(db, store, picture, staff.id);
    study.image = structuredClone(picture.image);
  }
  await saveDraft(db, actor, content);
  await publish(db, actor, { note: DEMO_PICTURES_NOTE });
  const service = content.services.find((s) => s.code === DEMO_DRAFT_PRICE.code);
  if (!service) return;
  service.fromPrice = DEMO_DRAFT_PRICE.fromPrice;
  await saveDraft(db, actor, content);
}

/** A demo picture's converted files into the store, then its upload's row. */
async function storePicture(db: Db, store: FileStore, picture: (typeof DEMO_PICTURES)[number], staffId: number): Promise<void> {
  const { id, width, height, widths } = picture.image;
  const source = path.join(DEMO_PICTURES_DIR, id);
  for (const file of await readdir(source)) await putDemoBytes(store, imageKey(id, file), await readFile(path.join(source, file)));
  await db.insert(catalogueImages).values({ id, name: picture.name, width, height, widths: [...widths], createdBy: staffId }).onConflictDoNothing();
}
