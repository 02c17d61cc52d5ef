import type { CatalogueService, Faq } from '@agency/contracts/catalogue';
import { commonCopy } from '../copy/common';

// schema.org vocabulary for the pages' JSON-LD (shared-ui JsonLd), built from the catalogue's answers.

const provider = { '@type': 'Organization', name: commonCopy.brand } as const;
const nigeria = { '@type': 'Country', name: 'Nigeria' } as const;

/** Kobo as schema.org's price: a decimal number of naira in a string ("250000", "1250.50"). */
export const schemaPrice = (kobo: number) => (kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2));

/** One service: its offer (a "from" price in NGN) only when it is offered and priced. */
export function serviceSchema(service: Pick<CatalogueService, 'name' | 'summary' | 'description' | 'fromPrice' | 'offered'>) {
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
export function servicesSchema(services: readonly Parameters<typeof serviceSchema>[0][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: services.map((service, index) => ({ '@type': 'ListItem', position: index + 1, item: serviceSchema(service) })),
  };
}

/** /faqs: every question with its answer. */
export function faqPageSchema(faqs: readonly Pick<Faq, 'question' | 'answer'>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}
