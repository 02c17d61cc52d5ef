import type { AuditEntry } from '../../lib/office-api';
import { useOfficeList } from '../../lib/office-query';

export const useAudit = () => useOfficeList<AuditEntry[]>('audit', { limit: '200' });
