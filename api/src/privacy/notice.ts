import { PRIVACY_NOTICE, PRIVACY_NOTICE_VERSION } from '@agency/contracts/privacy-notice';
import type { DbOrTx } from '../accounts/account-tokens';
import { privacyNotices } from '../db/schema';

/**
 * The notice version a consent is recorded against: the version the form says it showed when that is a version
 * the database knows (the current one, or an earlier one a page loaded before a change may still show), else the
 * current one. The current notice's text is stored the first time anything is recorded against it.
 */
export async function noticeVersionFor(db: DbOrTx, sent: string | null | undefined): Promise<string> {
  await db
    .insert(privacyNotices)
    .values({ version: PRIVACY_NOTICE_VERSION, effectiveDate: PRIVACY_NOTICE.date, text: PRIVACY_NOTICE })
    .onConflictDoNothing();
  const wanted = sent?.trim();
  if (!wanted || wanted === PRIVACY_NOTICE_VERSION) return PRIVACY_NOTICE_VERSION;
  const known = await db.select({ version: privacyNotices.version }).from(privacyNotices);
  return known.some((k) => k.version === wanted) ? wanted : PRIVACY_NOTICE_VERSION;
}

export const currentNotice = () => ({ version: PRIVACY_NOTICE_VERSION, date: PRIVACY_NOTICE.date });
