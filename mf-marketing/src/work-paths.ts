import { paths } from '@agency/contracts/pages';

/** A case study's address (the caseStudy page of @agency/contracts/pages, served by marketing/CaseStudy). */
export const workPath = (slug: string) => paths.caseStudy(slug);
