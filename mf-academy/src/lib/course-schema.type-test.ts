import type { courseSchema } from './course-schema';

// Type-level tests, run by the typecheck (not Jest): the builder's return type must keep rejecting what schema.org
// does not define. Each `@ts-expect-error` fails the typecheck the day its line is accepted.

type CourseLd = ReturnType<typeof courseSchema>;

export const course: CourseLd = { '@context': 'https://schema.org', '@type': 'Course', name: 'Figma basics', courseCode: 'UX-101' };
// @ts-expect-error a misspelt property: Course has no "courseCod"
export const misspeltCourse: CourseLd = { '@context': 'https://schema.org', '@type': 'Course', name: 'Figma basics', courseCod: 'UX-101' };
// @ts-expect-error a value of the wrong kind: priceCurrency is text (an ISO 4217 code), not a number
export const numericCurrency: CourseLd = { '@context': 'https://schema.org', '@type': 'Course', name: 'Figma basics', offers: { '@type': 'Offer', priceCurrency: 566 } };
// @ts-expect-error the context is schema.org's, nothing else
export const otherContext: CourseLd = { '@context': 'https://example.org', '@type': 'Course', name: 'Figma basics' };
