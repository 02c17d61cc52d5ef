import { copy } from '@/copy';
import type { MissingFields, RequiredField } from '../lib/booking-form';

/** The text shown under a required field the user left blank, or nothing. */
export const missingText = (missing: MissingFields, field: RequiredField) =>
  missing.has(field) ? copy.booking.missing[field] : undefined;
