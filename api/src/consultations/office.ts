import type { consultations as C } from '@agency/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consultationBlocks, consultationSettings } from '../db/schema';
import { badRequest, notFound } from '../lib/errors';
import { type Actor, recordAudit } from '../office/audit';
import { readSettings, type Settings, settingsWire } from './availability';
import { addDays, instantOf, minutesOf } from './time';

// The office's blocks and availability settings, every write audited.

type BlockRow = typeof consultationBlocks.$inferSelect;

export function blockWire(b: BlockRow): C.Block {
  return {
    id: b.id,
    date: b.day,
    start_time: b.startTime?.slice(0, 5) ?? null,
    end_date: b.endDay,
    end_time: b.endTime?.slice(0, 5) ?? null,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    reason: b.reason,
    created_by: b.createdByEmail,
    created_at: b.createdAt.toISOString(),
  };
}

export async function listBlocks(db: Db, query: { from?: string; to?: string }, now: Date): Promise<C.Block[]> {
  const from = query.from ? instantOf(query.from, '00:00') : new Date(now.getTime() - 86_400_000);
  const to = query.to ? instantOf(addDays(query.to, 1), '00:00') : new Date(now.getTime() + 366 * 86_400_000);
  const rows = await db
    .select()
    .from(consultationBlocks)
    .where(and(lt(consultationBlocks.startsAt, to), gt(consultationBlocks.endsAt, from)))
    .orderBy(asc(consultationBlocks.startsAt));
  return rows.map(blockWire);
}

export async function createBlock(db: Db, body: C.NewBlock, actor: Actor): Promise<C.Block> {
  const endDay = body.end_date ?? body.date;
  const startsAt = instantOf(body.date, body.start_time ?? '00:00');
  const endsAt = body.end_time ? instantOf(endDay, body.end_time) : instantOf(addDays(endDay, 1), '00:00');
  if (!(startsAt < endsAt)) throw badRequest('The block must end after it starts.');
  if (endsAt.getTime() - startsAt.getTime() > 366 * 86_400_000) throw badRequest('A block can last at most a year.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(consultationBlocks)
      .values({
        day: body.date,
        startTime: body.start_time ?? null,
        endDay,
        endTime: body.end_time ?? null,
        startsAt,
        endsAt,
        reason: body.reason,
        createdBy: actor.id > 0 ? actor.id : null,
        createdByEmail: actor.email,
      })
      .returning();
    const wire = blockWire(row!);
    await recordAudit(tx, actor, 'consultation.block.create', `block:${row!.id}`, null, wire);
    return wire;
  });
}

export async function deleteBlock(db: Db, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(consultationBlocks).where(eq(consultationBlocks.id, id)).returning();
    if (!row) throw notFound('Block not found.');
    await recordAudit(tx, actor, 'consultation.block.delete', `block:${id}`, blockWire(row), null);
  });
}

export async function changeSettings(db: Db, change: C.SettingsChange, actor: Actor): Promise<C.AvailabilitySettings> {
  if (change.working_hours) {
    const days = new Set<number>();
    for (const h of change.working_hours) {
      if (days.has(h.weekday)) throw badRequest('Give each weekday one range of working hours.');
      days.add(h.weekday);
      if (minutesOf(h.start) >= minutesOf(h.end)) throw badRequest('Working hours must end after they start.');
    }
  }
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    const next: Settings = {
      ...before,
      ...(change.working_hours ? { workingHours: change.working_hours } : {}),
      ...(change.slot_minutes !== undefined ? { slotMinutes: change.slot_minutes } : {}),
      ...(change.buffer_minutes !== undefined ? { bufferMinutes: change.buffer_minutes } : {}),
      ...(change.notice_hours !== undefined ? { noticeHours: change.notice_hours } : {}),
      ...(change.weeks_ahead !== undefined ? { weeksAhead: change.weeks_ahead } : {}),
      ...(change.video_room_link !== undefined ? { videoRoomLink: change.video_room_link } : {}),
      ...(change.office_address !== undefined ? { officeAddress: change.office_address } : {}),
    };
    await tx
      .insert(consultationSettings)
      .values({ id: 1, ...next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: consultationSettings.id, set: { ...next, updatedAt: new Date() } });
    await recordAudit(tx, actor, 'consultation.settings', 'consultation-settings', settingsWire(before), settingsWire(next));
    return settingsWire(next);
  });
}
