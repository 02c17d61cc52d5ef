import type { Business } from '@agency/contracts/catalogue';
import type { DayOfWeek, LocalBusinessLeaf, MergeLeafTypes, OpeningHoursSpecification, OrganizationLeaf, WithContext } from 'schema-dts';
import { scriptSafeJson } from './ssr';

const DAYS = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' } as const;
/** West Africa Time, the business's hours as the catalogue states them (Lagos keeps no daylight saving). */
const WAT = '+01:00';

type OrganizationAndLocalBusiness = MergeLeafTypes<[OrganizationLeaf, LocalBusinessLeaf]>;

/**
 * The business as every public page describes it to search engines (schema.org Organization and LocalBusiness,
 * Google's local business rich result: name and a PostalAddress required; telephone, url and opening hours
 * recommended), from the published catalogue's `business` (GET /api/catalogue/site). Hours carry WAT's offset.
 * Typed with schema-dts as both types at once (its MergeLeafTypes: the properties of either, `@type` the pair), so a
 * property neither defines, or a value of the wrong kind, fails the typecheck (structured-data.type-test.ts).
 */
export function businessJsonLd(business: Business, siteUrl: string): WithContext<OrganizationAndLocalBusiness> {
  const url = `${siteUrl.replace(/\/+$/, '')}/`;
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    '@id': `${url}#organization`,
    name: business.name,
    url,
    telephone: business.phone,
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.street,
      addressLocality: business.locality,
      addressRegion: business.region,
      addressCountry: business.country,
    },
    openingHoursSpecification: business.hours.map((h): OpeningHoursSpecification => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: h.days.map((d): DayOfWeek => `https://schema.org/${DAYS[d]}`),
      opens: `${h.opens}:00${WAT}`,
      closes: `${h.closes}:00${WAT}`,
    })),
  };
}

/** A JSON-LD block, escaped as the page's data block is (./ssr.ts): nothing in it can close the script or open a comment. */
export function jsonLdTag(data: unknown): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`;
}

/** The page with the block in its <head>. */
export const withJsonLd = (html: string, tag: string | null) => (tag ? html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`) : html);
