import type { CatalogueService } from '@agency/contracts/catalogue';
import { SERVICES } from '@agency/contracts/services';

/** GET /api/catalogue/services as seeded (every service offered, by its spec label), with `change` per code. */
export function servicesAnswer(change: Partial<Record<string, Partial<CatalogueService>>> = {}) {
  return {
    version: 1,
    services: SERVICES.filter((s) => s.code !== 'custom').map((s) => ({
      code: s.code as CatalogueService['code'],
      name: s.label,
      summary: `${s.label} for Nigerian businesses.`,
      description: '',
      fromPrice: null,
      priceNote: '',
      offered: true,
      group: 'build' as const,
      featured: false,
      ...change[s.code],
    })),
  };
}
