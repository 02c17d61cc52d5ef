import type { office } from '@agency/contracts';
import { apiRequest } from '@agency/shared-auth';
import type { z } from 'zod';
import type { StaffMember } from '../../lib/office-api';
import { useOfficeList } from '../../lib/office-query';

export const useStaff = () => useOfficeList<StaffMember[]>('staff');

/** POST /api/office/staff/invite: the invitee is emailed a set-up link. */
export const inviteStaff = (invite: z.output<typeof office.Invite>) => apiRequest<z.output<typeof office.InviteAnswer>>('POST', 'office/staff/invite', invite);
