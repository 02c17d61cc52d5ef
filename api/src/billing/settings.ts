import { eq } from 'drizzle-orm';
import type { BillingDetails, BillingSettings } from '@agency/contracts/billing';
import type { DbOrTx } from '../accounts/account-tokens';
import { billingDetails, billingSettings } from '../db/schema';

type SettingsRow = typeof billingSettings.$inferSelect;

const DEFAULTS = { agencyName: 'Think-Make-Solve Digital', address: 'Lagos, Nigeria' };

/** The agency's billing settings (the one row migration 0014 made; made again if it was ever removed). */
export async function getBillingSettings(db: DbOrTx): Promise<SettingsRow> {
  const [row] = await db.select().from(billingSettings).where(eq(billingSettings.id, 1)).limit(1);
  if (row) return row;
  const [made] = await db.insert(billingSettings).values({ id: 1, ...DEFAULTS }).onConflictDoNothing().returning();
  return made ?? (await getBillingSettings(db));
}

export function settingsWire(row: SettingsRow): BillingSettings {
  return {
    agency_name: row.agencyName,
    address: row.address,
    rc_number: row.rcNumber,
    tin: row.tin,
    email: row.email,
    phone: row.phone,
    charge_vat: row.chargeVat,
    vat_rate_bp: row.vatRateBp,
  };
}

export async function updateBillingSettings(db: DbOrTx, change: Partial<BillingSettings>): Promise<SettingsRow> {
  await getBillingSettings(db);
  const set: Partial<typeof billingSettings.$inferInsert> = { updatedAt: new Date() };
  if (change.agency_name !== undefined) set.agencyName = change.agency_name;
  if (change.address !== undefined) set.address = change.address;
  if (change.rc_number !== undefined) set.rcNumber = change.rc_number;
  if (change.tin !== undefined) set.tin = change.tin;
  if (change.email !== undefined) set.email = change.email;
  if (change.phone !== undefined) set.phone = change.phone;
  if (change.charge_vat !== undefined) set.chargeVat = change.charge_vat;
  if (change.vat_rate_bp !== undefined) set.vatRateBp = change.vat_rate_bp;
  const [row] = await db.update(billingSettings).set(set).where(eq(billingSettings.id, 1)).returning();
  return row!;
}

/** A client's business details ('' for each one not given). */
export async function getBillingDetails(db: DbOrTx, userId: number): Promise<BillingDetails> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId)).limit(1);
  return { business_name: row?.businessName ?? '', address: row?.address ?? '', tin: row?.tin ?? '' };
}

export async function putBillingDetails(db: DbOrTx, userId: number, details: BillingDetails): Promise<BillingDetails> {
  const values = { businessName: details.business_name, address: details.address, tin: details.tin, updatedAt: new Date() };
  await db
    .insert(billingDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: billingDetails.userId, set: values });
  return getBillingDetails(db, userId);
}
