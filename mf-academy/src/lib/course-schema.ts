import type { Tutorial } from '@agency/contracts';
import type { Course, WithContext } from 'schema-dts';
import { copy } from '../copy';

/**
 * A tutorial as schema.org's Course (Google's required name, description and provider), with its code and its
 * price in naira (`amount` is naira; 0 is free). Typed with schema-dts, so a property schema.org does not define, or
 * a value of the wrong kind, fails the typecheck (course-schema.type-test.ts).
 */
export function courseSchema(tutorial: Pick<Tutorial, 'title' | 'description' | 'brief_description' | 'course_id' | 'amount'>): WithContext<Course> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: tutorial.title,
    description: tutorial.description || tutorial.brief_description || tutorial.title,
    provider: { '@type': 'Organization', name: copy.common.brand },
    ...(tutorial.course_id ? { courseCode: tutorial.course_id } : {}),
    offers: { '@type': 'Offer', category: tutorial.amount > 0 ? 'Paid' : 'Free', price: String(tutorial.amount), priceCurrency: 'NGN' },
  };
}
