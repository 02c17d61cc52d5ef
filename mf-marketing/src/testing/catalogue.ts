import { type CaseStudy, type CatalogueService, type ClientLogo, type HeroArt, type PricedPackage, packageFromPrice, serviceNamesOf } from '@agency/contracts/catalogue';
import { SEED_CONTENT } from '@agency/contracts/catalogue-seed';
import { cartDiscountPercent } from '@agency/contracts/cart-discount';

/**
 * Test data: the API's seeded catalogue itself (issue 29, @agency/contracts/catalogue-seed), answered the way the
 * catalogue's endpoints answer it. Tests answer those endpoints with it (mockApi) and change what they need; the
 * pages themselves hold none of it.
 */

/** Every service, in the spec's order, as seeded. */
export const SERVICES_FIXTURE: CatalogueService[] = SEED_CONTENT.services;

/** The services answer, with `change` applied to the service of each code named. */
export function servicesAnswer(change: Partial<Record<string, Partial<CatalogueService>>> = {}, version = 1) {
  return { version, services: SERVICES_FIXTURE.map((s) => ({ ...s, ...change[s.code] })) };
}

/** The packages as GET /api/catalogue/packages prices them from the seeded services. */
export const PACKAGES_FIXTURE: PricedPackage[] = SEED_CONTENT.packages.map((p) => ({
  ...p,
  fromPrice: packageFromPrice(SERVICES_FIXTURE, p.services),
  percent: cartDiscountPercent(p.services),
}));
export const packagesAnswer = (packages: PricedPackage[] = PACKAGES_FIXTURE, version = 1) => ({ version, packages });

/** The spec's six topics, as seeded. */
export const FAQS_FIXTURE = SEED_CONTENT.faqs;
export const faqsAnswer = (faqs = FAQS_FIXTURE, version = 1) => ({ version, faqs });

export const CASE_STUDIES_FIXTURE: CaseStudy[] = SEED_CONTENT.caseStudies;

const summaryOf = ({ slug, title, client, summary, services, image, artLabel }: CaseStudy) => ({ slug, title, client, summary, services, image, artLabel });
export const LOGOS_FIXTURE: ClientLogo[] = SEED_CONTENT.logos;
export const workAnswer = (studies: CaseStudy[] = CASE_STUDIES_FIXTURE, version = 1, logos: ClientLogo[] = LOGOS_FIXTURE) => ({
  version,
  caseStudies: studies.map(summaryOf),
  serviceNames: serviceNamesOf(SERVICES_FIXTURE, studies.flatMap((s) => s.services)),
  logos,
});

/** GET /api/catalogue/work/:slug's answer for one of the studies, with the next one (in order, wrapping). */
export function caseStudyAnswer(slug: string, studies: CaseStudy[] = CASE_STUDIES_FIXTURE, version = 1) {
  const index = studies.findIndex((s) => s.slug === slug);
  const next = studies.length > 1 ? studies[(index + 1) % studies.length]! : null;
  const caseStudy = studies[index]!;
  return { version, caseStudy, serviceNames: serviceNamesOf(SERVICES_FIXTURE, caseStudy.services), next: next ? { slug: next.slug, title: next.title } : null };
}

/** GET /api/catalogue/heroes' answer: the hero art staff uploaded (none, as seeded). */
export const heroesAnswer = (heroes: HeroArt[] = SEED_CONTENT.heroes, version = 1) => ({ version, heroes });
