import type { CatalogueService, Faq } from '@agency/contracts/catalogue';
import type { Country, FAQPage, ItemList, ListItem, Organization, Question, Service, WithContext } from 'schema-dts';
import { commonCopy } from '../copy/common';

// schema.org vocabulary for the pages' JSON-LD (shared-ui JsonLd), built from the catalogue's answers. Every node is
// typed with schema-dts (return types, and the map callbacks', whose literals TypeScript would not check otherwise):
// a property schema.org does not define, or a value of the wrong kind, fails the typecheck (structured-data.type-test.ts).

const provider = { '@type': 'Organization', name: commonCopy.brand } satisfies Organization;
const nigeria = { '@type': 'Country', name: 'Nigeria' } satisfies Country;

/** Kobo as schema.org's price: a decimal number of naira in a string ("250000", "1250.50"). */
export const schemaPrice = (kobo: number) => (kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2));

/** One service: its offer (a "from" price in NGN) only when it is offered and priced. */
export function serviceSchema(service: Pick<CatalogueService, 'name' | 'summary' | 'description' | 'fromPrice' | 'offered'>): Service {
  return {
    '@type': 'Service',
    name: service.name,
    description: service.description || service.summary,
    provider,
    areaServed: nigeria,
    ...(service.offered && service.fromPrice !== null
      ? { offers: { '@type': 'Offer', price: schemaPrice(service.fromPrice), priceCurrency: 'NGN', availability: 'https://schema.org/InStock' } }
      : {}),
  };
}

/** A page's services as one ItemList of Service. */
export function servicesSchema(services: readonly Parameters<typeof serviceSchema>[0][]): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, index): ListItem => ({ '@type': 'ListItem', position: index + 1, item: serviceSchema(service) })),
  };
}

/** /faqs: every question with its answer. */
export function faqPageSchema(faqs: readonly Pick<Faq, 'question' | 'answer'>[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq): Question => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}
