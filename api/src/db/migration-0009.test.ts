import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { listPayments } from '../office/work';
import { bareDatabase, drizzleFolder, folderBefore, rows } from '../testing/migrations';

const NEW_TAG = '0009_payment_voids';

describe(`migration ${NEW_TAG}: a checkout abandoned before intents expired reads expired, not pending forever`, () => {
  it('gives an intent without an expiry the usual 30 minutes, and leaves the others as they were', async () => {
    const database = await bareDatabase();
    const oldFolder = folderBefore(NEW_TAG);
    try {
      await database.migrateTo(oldFolder);
      const { db } = database;
      const [{ id: userId }] = rows<{ id: number }>(await db.execute(sql`insert into users (email, first_name) values ('ada@example.ng', 'Ada') returning id`)) as [{ id: number }];
      await db.execute(sql`insert into payments (reference, user_id, kind, item_ids, amount_kobo, status, created_at, expires_at) values
        ('old-abandoned', ${userId}, 'requests', '[1]'::jsonb, 100000, 'pending', now() - interval '2 days', null),
        ('old-paid', ${userId}, 'requests', '[2]'::jsonb, 100000, 'paid', now() - interval '2 days', null),
        ('fresh', ${userId}, 'requests', '[3]'::jsonb, 100000, 'pending', now(), now() + interval '30 minutes')`);
      await database.migrateTo(drizzleFolder);
      const byRef = new Map((await listPayments(db)).map((p) => [p.reference, p]));
      assert.equal(byRef.get('old-abandoned')!.status, 'expired');
      assert.equal(byRef.get('old-abandoned')!.expiresAt!.getTime() - byRef.get('old-abandoned')!.createdAt.getTime(), 30 * 60_000);
      assert.equal(byRef.get('old-paid')!.status, 'paid');
      assert.equal(byRef.get('fresh')!.status, 'pending');
      assert.equal(byRef.get('fresh')!.voidReason, null);
    } finally {
      await database.close();
      rmSync(oldFolder, { recursive: true, force: true });
    }
  });
});
