import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type CatalogueContent, CatalogueContent as ContentSchema, type CatalogueImage, NOTHING_TO_PUBLISH, Testimonial, type VersionInfo, VERSION_UNKNOWN } from '@agency/contracts/catalogue';
import type { DbOrTx } from '../accounts/account-tokens';
import type { Db } from '../db/client';
import { catalogueDraft, catalogueImages, catalogueVersions, feedback, siteContent, users } from '../db/schema';
import { badRequest, conflict, notFound } from '../lib/errors';
import { type Actor, recordAudit } from '../office/audit';
import { SEED_CONTENT } from '@agency/contracts/catalogue-seed';

// The catalogue's rows (issue 29): the draft, the published versions (never changed once written: the newest is what
// the public sees), and the site content tag. A publish writes the new version, the tag and its audit entry in one
// transaction, so a reader sees the old version or the new one, never a mix.

/** A published version, read whole. */
export interface Published {
  version: number;
  publishedAt: Date;
  content: CatalogueContent;
  caseStudyDates: Record<string, string>;
}

/** JSON with every object's keys sorted: two contents are the same when these are equal, whatever their key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Bumps the site content tag: whatever an anonymous public page shows has changed (a publish, a rollback, a tutorial
 * created, edited or finished). Call it in the transaction that makes the change.
 */
export async function bumpContentTag(db: DbOrTx): Promise<void> {
  await db.update(siteContent).set({ tag: sql`${siteContent.tag} + 1`, changedAt: sql`now()` }).where(eq(siteContent.id, 1));
}

/** The newest version's number and the content tag: one small read, made by every public answer. */
export async function currentPointer(db: Db): Promise<{ version: number | null; tag: number }> {
  const [row] = await db
    .select({ tag: siteContent.tag, version: sql<number | null>`(select max(${catalogueVersions.version}) from ${catalogueVersions})` })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  return { version: row?.version === null || row?.version === undefined ? null : Number(row.version), tag: Number(row?.tag ?? 0) };
}

export async function readVersion(db: DbOrTx, version: number): Promise<Published | null> {
  const [row] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.version, version));
  return row ? { version: row.version, publishedAt: row.publishedAt, content: row.content as CatalogueContent, caseStudyDates: row.caseStudyDates } : null;
}

export async function readDraft(db: DbOrTx) {
  const [row] = await db
    .select({ content: catalogueDraft.content, updatedAt: catalogueDraft.updatedAt, updatedBy: users.firstName })
    .from(catalogueDraft)
    .leftJoin(users, eq(users.id, catalogueDraft.updatedBy))
    .where(eq(catalogueDraft.id, 1));
  if (!row) throw new Error('The catalogue has no draft: ensureCatalogue runs at start-up.');
  return { ...row, content: row.content as CatalogueContent };
}

/**
 * Writes version 1 and the draft from the seeded content, on a database that has none (the first start, in
 * production too). Several processes may start at once: each inserts with ON CONFLICT DO NOTHING, so one wins and
 * the others find it there. Testimonials: the feedback rows the landing page showed before, when there are any.
 */
export async function ensureCatalogue(db: Db): Promise<void> {
  const [existing] = await db.select({ version: catalogueVersions.version }).from(catalogueVersions).limit(1);
  const [draft] = await db.select({ id: catalogueDraft.id }).from(catalogueDraft).limit(1);
  if (existing && draft) return;
  await db.transaction(async (tx) => {
    let content = SEED_CONTENT;
    if (!existing) {
      const rows = await tx.select({ id: feedback.id, text: feedback.text, name: feedback.name }).from(feedback).where(eq(feedback.published, true)).orderBy(asc(feedback.position), asc(feedback.id));
      const kept = rows.filter((r) => Testimonial.safeParse(r).success).slice(0, 30);
      if (kept.length) content = { ...SEED_CONTENT, testimonials: kept };
      content = ContentSchema.parse(content);
      const at = new Date();
      const written = await tx
        .insert(catalogueVersions)
        .values({ version: 1, content, publishedAt: at, note: 'The site’s content before the catalogue', caseStudyDates: caseStudyDates(content, null, at) })
        .onConflictDoNothing()
        .returning({ version: catalogueVersions.version });
      if (written.length) await bumpContentTag(tx);
    } else {
      // A draft lost on its own (never, but cheap to heal): the published content again.
      const [newest] = await tx.select({ content: catalogueVersions.content }).from(catalogueVersions).orderBy(desc(catalogueVersions.version)).limit(1);
      content = newest!.content as CatalogueContent;
    }
    await tx.insert(catalogueDraft).values({ id: 1, content }).onConflictDoNothing();
  });
}

/**
 * Each case study's page date in a new version: the earlier version's when the case study is the same there, else
 * the new version's own (`at`).
 */
export function caseStudyDates(content: CatalogueContent, previous: Published | null, at: Date): Record<string, string> {
  const before = new Map(previous?.content.caseStudies.map((s) => [s.slug, canonical(s)]) ?? []);
  return Object.fromEntries(
    content.caseStudies.map((s) => {
      const same = before.get(s.slug) === canonical(s) && previous?.caseStudyDates[s.slug];
      return [s.slug, same || at.toISOString()];
    }),
  );
}

/** Every image the content uses (case studies, logos, heroes). */
function imagesOf(content: CatalogueContent): CatalogueImage[] {
  return [...content.caseStudies.map((s) => s.image), ...content.logos.map((l) => l.image), ...content.heroes.map((h) => h.image)].filter((i): i is CatalogueImage => i !== null);
}

/**
 * The draft as staff saved it, its images checked against the uploads: an image must have been uploaded, and its
 * size and widths are the upload's (whatever the editor sent), so a page never names a file that does not exist.
 */
export async function saveDraft(db: Db, actor: Actor, content: CatalogueContent): Promise<void> {
  const used = imagesOf(content);
  if (used.length) {
    const ids = [...new Set(used.map((i) => i.id))];
    const rows = await db.select().from(catalogueImages).where(inArray(catalogueImages.id, ids));
    const known = new Map(rows.map((r) => [r.id, r]));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length) throw badRequest(`image: ${missing.join(', ')} was never uploaded. Upload the image again.`);
    for (const image of used) {
      const row = known.get(image.id)!;
      Object.assign(image, { width: row.width, height: row.height, widths: [...row.widths].sort((a, b) => a - b) });
    }
  }
  await db
    .insert(catalogueDraft)
    .values({ id: 1, content, updatedAt: sql`now()`, updatedBy: actor.id > 0 ? actor.id : null })
    .onConflictDoUpdate({ target: catalogueDraft.id, set: { content, updatedAt: sql`now()`, updatedBy: actor.id > 0 ? actor.id : null } });
}

/** Who published a version, as the office shows it. */
const publisher = (version: number, name: string | null) => name ?? (version === 1 ? 'Seeded content' : 'A former staff member');

export async function listVersions(db: Db, limit?: number): Promise<VersionInfo[]> {
  const query = db
    .select({ version: catalogueVersions.version, publishedAt: catalogueVersions.publishedAt, name: users.firstName, note: catalogueVersions.note, rollbackOf: catalogueVersions.rollbackOf })
    .from(catalogueVersions)
    .leftJoin(users, eq(users.id, catalogueVersions.publishedBy))
    .orderBy(desc(catalogueVersions.version));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((r, i) => ({ version: r.version, publishedAt: r.publishedAt.toISOString(), publishedBy: publisher(r.version, r.name), note: r.note, rollbackOf: r.rollbackOf, current: i === 0 }));
}

/**
 * Publishes the draft (or, with `rollbackOf`, that version's content, which becomes the draft too) as the next
 * version. The draft's row is locked first, so two publishes run one after the other; refused with 409 when the
 * content is the current version's. The new version, the content tag and the audit entry land together.
 */
export async function publish(db: Db, actor: Actor, options: { note?: string; rollbackOf?: number }): Promise<VersionInfo> {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select({ content: catalogueDraft.content }).from(catalogueDraft).where(eq(catalogueDraft.id, 1)).for('update');
    const [newest] = await tx.select({ version: catalogueVersions.version }).from(catalogueVersions).orderBy(desc(catalogueVersions.version)).limit(1);
    const current = newest ? await readVersion(tx, newest.version) : null;
    let content = draft!.content as CatalogueContent;
    if (options.rollbackOf !== undefined) {
      const target = await readVersion(tx, options.rollbackOf);
      if (!target) throw notFound(VERSION_UNKNOWN);
      content = target.content;
    }
    if (current && canonical(current.content) === canonical(content)) throw conflict(NOTHING_TO_PUBLISH);
    const version = (current?.version ?? 0) + 1;
    const at = new Date();
    const note = options.note ?? '';
    await tx.insert(catalogueVersions).values({
      version,
      content,
      publishedAt: at,
      publishedBy: actor.id > 0 ? actor.id : null,
      note,
      rollbackOf: options.rollbackOf ?? null,
      caseStudyDates: caseStudyDates(content, current, at),
    });
    if (options.rollbackOf !== undefined) {
      await tx.update(catalogueDraft).set({ content, updatedAt: at, updatedBy: actor.id > 0 ? actor.id : null }).where(eq(catalogueDraft.id, 1));
    }
    await bumpContentTag(tx);
    const rollback = options.rollbackOf !== undefined;
    await recordAudit(tx, actor, rollback ? 'catalogue.rollback' : 'catalogue.publish', `catalogue version ${version}`, current ? { version: current.version } : null, {
      version,
      note,
      rollback_of: options.rollbackOf ?? null,
    });
    const [who] = actor.id > 0 ? await tx.select({ name: users.firstName }).from(users).where(eq(users.id, actor.id)) : [];
    return { version, publishedAt: at.toISOString(), publishedBy: publisher(version, who?.name ?? (actor.id > 0 ? null : actor.email)), note, rollbackOf: options.rollbackOf ?? null, current: true };
  });
}
