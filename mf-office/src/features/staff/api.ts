import type { office } from '@agency/contracts';
import { callEndpoint, endpointQuery } from '@agency/shared-auth/endpoints';
import type { z } from 'zod';
import { useOfficeList } from '../../lib/office-query';

export const useStaff = () => useOfficeList(endpointQuery('GET /api/office/staff', { search: {} }));

/** POST /api/office/staff/invite: the invitee is emailed a set-up link. */
export const inviteStaff = (invite: z.output<typeof office.Invite>) => callEndpoint('POST /api/office/staff/invite', { body: invite });
