import type { businessJsonLd } from './structured-data';

// Type-level tests, run by the typecheck (not node --test): the business's type must keep rejecting what neither
// schema.org Organization nor LocalBusiness defines. Each `@ts-expect-error` fails the typecheck the day its line is
// accepted.

type BusinessLd = ReturnType<typeof businessJsonLd>;

const base: Pick<BusinessLd, '@context' | '@type' | 'name'> = { '@context': 'https://schema.org', '@type': ['Organization', 'LocalBusiness'], name: 'Think-Make-Solve Digital' };

export const business: BusinessLd = { ...base, telephone: '+234 803 555 0142', priceRange: '₦₦', legalName: 'Think-Make-Solve Digital Ltd' };
// @ts-expect-error a misspelt property: neither type has "telephon"
export const misspelt: BusinessLd = { ...base, telephon: '+234 803 555 0142' };
// @ts-expect-error a value of the wrong kind: dayOfWeek is one of schema.org's DayOfWeek values
export const unknownDay: BusinessLd = { ...base, openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Funday' } };
// @ts-expect-error both types, in the order the pages write them
export const oneType: BusinessLd = { ...base, '@type': ['Organization'] };
