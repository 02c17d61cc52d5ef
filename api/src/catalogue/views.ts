import { cartDiscountPercent } from '@agency/contracts/cart-discount';
import {
  serviceNamesOf,
  type CatalogueContent,
  CatalogueFaqs,
  CatalogueHeroes,
  CataloguePackages,
  CatalogueServices,
  CatalogueSite,
  CatalogueWork,
  CaseStudyAnswer,
  packageFromPrice,
} from '@agency/contracts/catalogue';
import { HomeAnswer } from '@agency/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { currentPointer, type Published, readVersion } from './store';

// The public answers, built from one content and the version it was read from (0: the draft, in a preview).

export const views = {
  site: (c: CatalogueContent, version: number): z.infer<typeof CatalogueSite> => ({ version, business: c.business, heroes: c.heroes }),
  heroes: (c: CatalogueContent, version: number): z.infer<typeof CatalogueHeroes> => ({ version, heroes: c.heroes }),
  services: (c: CatalogueContent, version: number): z.infer<typeof CatalogueServices> => ({ version, services: c.services }),
  packages: (c: CatalogueContent, version: number): z.infer<typeof CataloguePackages> => ({
    version,
    packages: c.packages.map((p) => ({ ...p, fromPrice: packageFromPrice(c.services, p.services), percent: cartDiscountPercent(p.services) })),
  }),
  faqs: (c: CatalogueContent, version: number): z.infer<typeof CatalogueFaqs> => ({ version, faqs: c.faqs }),
  work: (c: CatalogueContent, version: number): z.infer<typeof CatalogueWork> => ({
    version,
    caseStudies: c.caseStudies.map(({ slug, title, client, summary, services, image, artLabel }) => ({ slug, title, client, summary, services, image, artLabel })),
    serviceNames: serviceNamesOf(c.services, c.caseStudies.flatMap((s) => s.services)),
    logos: c.logos,
  }),
  home: (c: CatalogueContent): HomeAnswer => ({ messages: c.testimonials.map(({ id, text, name }) => ({ id, text, name })) }),
};

/** One case study and the one after it (the first after the last), or null for an unknown slug. */
export function caseStudyView(c: CatalogueContent, version: number, slug: string): z.infer<typeof CaseStudyAnswer> | null {
  const at = c.caseStudies.findIndex((s) => s.slug === slug);
  if (at < 0) return null;
  const next = c.caseStudies.length > 1 ? c.caseStudies[(at + 1) % c.caseStudies.length]! : null;
  const caseStudy = c.caseStudies[at]!;
  return { version, caseStudy, serviceNames: serviceNamesOf(c.services, caseStudy.services), next: next && { slug: next.slug, title: next.title } };
}

export type ViewName = keyof typeof views;
const SCHEMAS: Record<ViewName, z.ZodType> = { site: CatalogueSite, heroes: CatalogueHeroes, services: CatalogueServices, packages: CataloguePackages, faqs: CatalogueFaqs, work: CatalogueWork, home: HomeAnswer };

/** A published version with its answers, each checked against its schema and serialised once. */
interface Loaded extends Published {
  json: Map<string, string>;
}

/**
 * What the public reads, per database: every answer costs one small read (the newest version's number and the
 * content tag); a version, never changed once written, is read whole once and kept with its serialised answers.
 * Only the newest few are kept.
 */
export interface CatalogueReader {
  current(): Promise<{ published: Loaded | null; tag: number }>;
  /** The serialised answer of a view of the newest version (cached with the version). */
  answer(published: Loaded, view: ViewName): string;
  /** The serialised case study (cached), or null for an unknown slug. */
  caseStudy(published: Loaded, slug: string): string | null;
}

const readers = new WeakMap<Db, CatalogueReader>();
const KEPT_VERSIONS = 4;

export function catalogueReader(db: Db): CatalogueReader {
  let reader = readers.get(db);
  if (reader) return reader;
  const loaded = new Map<string, Promise<Loaded | null>>();
  reader = {
    async current() {
      const { version, tag } = await currentPointer(db);
      if (version === null) return { published: null, tag };
      // Keyed by the tag too: it moves with every publish, so a version number written again (a database restored
      // from a backup) is never answered from memory. A tutorial edit moves it as well, costing one read.
      const key = `${version}.${tag}`;
      let entry = loaded.get(key);
      if (!entry) {
        entry = readVersion(db, version).then((p) => (p ? { ...p, json: new Map() } : null));
        entry.catch(() => loaded.delete(key));
        loaded.set(key, entry);
        // A Map iterates in insertion order: the oldest entries go first.
        for (const old of [...loaded.keys()].slice(0, Math.max(0, loaded.size - KEPT_VERSIONS))) loaded.delete(old);
      }
      return { published: await entry, tag };
    },
    answer(published, view) {
      let json = published.json.get(view);
      if (json === undefined) {
        const built = view === 'home' ? views.home(published.content) : views[view](published.content, published.version);
        json = JSON.stringify(SCHEMAS[view].parse(built));
        published.json.set(view, json);
      }
      return json;
    },
    caseStudy(published, slug) {
      const key = `work/${slug}`;
      let json = published.json.get(key);
      if (json === undefined) {
        const built = caseStudyView(published.content, published.version, slug);
        if (!built) return null;
        json = JSON.stringify(CaseStudyAnswer.parse(built));
        published.json.set(key, json);
      }
      return json;
    },
  };
  readers.set(db, reader);
  return reader;
}
