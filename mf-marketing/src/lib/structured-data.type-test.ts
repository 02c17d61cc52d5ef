import type { faqPageSchema, serviceSchema, servicesSchema } from './structured-data';

// Type-level tests, run by the typecheck (not Jest): the builders' return types must keep rejecting what schema.org
// does not define. Each `@ts-expect-error` fails the typecheck the day its line is accepted.

type ServiceLd = ReturnType<typeof serviceSchema>;
type ServicesLd = ReturnType<typeof servicesSchema>;
type FaqPageLd = ReturnType<typeof faqPageSchema>;

export const service: ServiceLd = { '@type': 'Service', name: 'SEO', offers: { '@type': 'Offer', price: '150000', priceCurrency: 'NGN' } };
// @ts-expect-error a misspelt property: Service has no "decription"
export const misspeltService: ServiceLd = { '@type': 'Service', name: 'SEO', decription: 'Ranking on Google' };
// @ts-expect-error a value of the wrong kind: availability is one of schema.org's ItemAvailability values
export const unknownAvailability: ServiceLd = { '@type': 'Service', name: 'SEO', offers: { '@type': 'Offer', availability: 'https://schema.org/InStok' } };

// @ts-expect-error a misspelt property of a list item: ListItem has no "positon"
export const misspeltListItem: ServicesLd = { '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', positon: 1 }] };

// @ts-expect-error a misspelt property of an answer: Answer has no "txt"
export const misspeltAnswer: FaqPageLd = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?', acceptedAnswer: { '@type': 'Answer', txt: 'Because.' } }] };
// @ts-expect-error a type schema.org does not have
export const unknownType: FaqPageLd = { '@context': 'https://schema.org', '@type': 'FaqPage' };
