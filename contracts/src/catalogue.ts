import { z } from 'zod';
import { cartTotalKobo } from './cart-discount';
import { iso, wholeMessages } from './common';
import { SERVICES, type ServiceCode } from './services';

// Issue 29: the public content (services, prices, packages, FAQs, testimonials, case studies, client logos and the
// business's own details) is one catalogue in the database that staff edit in the office. They edit a draft,
// preview it on the real pages (`?preview=draft`, staff only, never cached), and publish it: every publish is a
// numbered version, kept, and any earlier one can be published again (a rollback is a new version with old
// content). Every public answer names the version it was read from, so a page is rendered from one version.

/** Every service code the catalogue describes: the spec's list less the special request, which is not a service. */
export const CATALOGUE_CODES = SERVICES.map((s) => s.code).filter((c): c is Exclude<ServiceCode, 'custom'> => c !== 'custom');
export type CatalogueCode = (typeof CATALOGUE_CODES)[number];

/** The services page's groups, in the order shown. */
export const SERVICE_GROUPS = ['build', 'design', 'market', 'learn'] as const;
export const ServiceGroup = z.enum(SERVICE_GROUPS);
export const SERVICE_GROUP_TITLES: Record<(typeof SERVICE_GROUPS)[number], string> = { build: 'Build', design: 'Design', market: 'Market', learn: 'Learn' };

export const [CATALOGUE_REQUIRED, IMAGE_ALT_REQUIRED, NOTHING_TO_PUBLISH, IMAGE_TYPE_REFUSED, IMAGE_TOO_SMALL, IMAGE_TOO_LARGE, VERSION_UNKNOWN, PREVIEW_STAFF_ONLY] = wholeMessages(
  'Fill in this field.',
  'Describe the image for people who cannot see it.',
  'There are no changes to publish.',
  'Upload a JPEG, PNG, WebP or AVIF image.',
  'That image is too small: use one at least 800 pixels wide.',
  'That image is larger than 10 MB.',
  'There is no published version with that number.',
  'Only staff can preview unpublished content.',
);
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MIN_WIDTH = 800;
/** The widths every uploaded image is converted to (the layouts' sizes at 1× and 2×), never wider than the original. */
export const IMAGE_WIDTHS = [360, 640, 960, 1280, 1920] as const;
// The image addresses live in a zod-free module, so a page can build its srcset without loading the schemas.
export { IMAGE_FORMATS, type ImageFormat, catalogueImageUrl, catalogueSrcSet } from './catalogue-images';

const text = (max: number) => z.string().trim().min(1, CATALOGUE_REQUIRED).max(max);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens').max(80);
/** An amount in kobo (₦1 = 100 kobo). */
const kobo = z.number().int().nonnegative().max(1_000_000_000_00);

/** An uploaded image as converted (POST /api/office/catalogue/images): its size and the widths it exists in. */
export const UploadedImage = z.object({
  id: z.string().regex(/^[a-z0-9-]{8,64}$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Ascending; each exists in every IMAGE_FORMATS. */
  widths: z.array(z.number().int().positive()).min(1),
});
export type UploadedImage = z.infer<typeof UploadedImage>;
/** An image where the catalogue uses it: alt text is required. */
export const CatalogueImage = UploadedImage.extend({ alt: z.string().trim().min(1, IMAGE_ALT_REQUIRED).max(200) });
export type CatalogueImage = z.infer<typeof CatalogueImage>;


export const CatalogueService = z.object({
  code: z.enum(CATALOGUE_CODES as [CatalogueCode, ...CatalogueCode[]]),
  /** The one name of the service everywhere: pages, the booking form's list, quotes, proposals. */
  name: text(80),
  summary: text(240),
  description: z.string().trim().max(2000),
  /** "From" price in kobo; null: quoted only. */
  fromPrice: kobo.nullable(),
  /** Said after the price: "a month", "plus ad spend". */
  priceNote: z.string().trim().max(60),
  /** false: shown as "Coming soon" and not bookable. */
  offered: z.boolean(),
  group: ServiceGroup,
  /** Among the services page's and home page's quick cards. */
  featured: z.boolean(),
});
export type CatalogueService = z.infer<typeof CatalogueService>;

export const CataloguePackage = z.object({
  id: slug,
  name: text(40),
  /** The fewest services the package holds; its discount is the cart's (cartDiscountPercent) for that many. */
  services: z.number().int().min(2).max(CATALOGUE_CODES.length),
  summary: text(240),
  terms: text(160),
  features: z.array(text(120)).min(1).max(10),
  popular: z.boolean(),
});
export type CataloguePackage = z.infer<typeof CataloguePackage>;
/** A package as the public reads it: its "from" price computed from the catalogue's own prices (packageFromPrice). */
export const PricedPackage = CataloguePackage.extend({ fromPrice: kobo.nullable(), percent: z.number().int() });
export type PricedPackage = z.infer<typeof PricedPackage>;

export const Faq = z.object({ id: slug, question: text(200), answer: text(2000) });
export type Faq = z.infer<typeof Faq>;

/** A client's words on the home page (GET /api/home answers the published ones as its `messages`). */
export const Testimonial = z.object({ id: z.number().int().positive(), text: text(600), name: text(120) });
export type Testimonial = z.infer<typeof Testimonial>;

export const CaseStudy = z.object({
  slug,
  title: text(120),
  client: text(120),
  summary: text(400),
  facts: z.array(z.object({ label: text(40), value: text(200) })).max(8),
  challenge: z.array(text(1500)).min(1).max(6),
  steps: z.array(z.object({ title: text(120), body: text(1500) })).min(1).max(10),
  results: z.array(z.object({ value: text(20), label: text(160) })).max(6),
  services: z.array(z.enum(CATALOGUE_CODES as [CatalogueCode, ...CatalogueCode[]])).max(10),
  quote: z.object({ text: text(600), name: text(80), role: text(120) }),
  /** Read out in place of the art when there is no image. */
  artLabel: z.string().trim().max(200),
  image: CatalogueImage.nullable(),
});
export type CaseStudy = z.infer<typeof CaseStudy>;

export const ClientLogo = z.object({ id: slug, name: text(80), image: CatalogueImage.nullable() });
export type ClientLogo = z.infer<typeof ClientLogo>;

const DAY = z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00');
/** The business itself, for every page's Organization/LocalBusiness structured data. Hours are Lagos time (WAT). */
export const Business = z.object({
  name: text(80),
  phone: text(40),
  email: z.email().max(120),
  street: text(120),
  locality: text(60),
  region: text(60),
  country: z.string().regex(/^[A-Z]{2}$/),
  hours: z.array(z.object({ days: z.array(DAY).min(1), opens: clock, closes: clock })).max(7),
});
export type Business = z.infer<typeof Business>;

/**
 * The header an API answer carries when it changes only as the content tag moves (a publish, a rollback, a tutorial
 * edit): a server-rendered page built from such answers alone may be kept until then. A page that read any other
 * answer (a consultation's free times) is rendered for each visitor.
 */
export const CONTENT_TAGGED_HEADER = 'x-content-tagged';

/** The public pages whose hero shows art, by the key a hero's art is stored under. */
export const HERO_PAGES = ['home', 'about', 'services', 'packages', 'design', 'digital-marketing', 'mentorship', 'faqs', 'work'] as const;
export type HeroPage = (typeof HERO_PAGES)[number];

/**
 * A page's hero art uploaded in the office, shown in place of the illustration the marketing remote ships with
 * that page (the key is the page, one of HERO_PAGES).
 */
export const HeroArt = z.object({ page: z.enum(HERO_PAGES), image: CatalogueImage });
export type HeroArt = z.infer<typeof HeroArt>;

const unique = <T>(items: T[], key: (item: T) => string | number) => new Set(items.map(key)).size === items.length;

/** The whole catalogue: what staff edit as a draft and publish as a version. */
export const CatalogueContent = z
  .object({
    services: z.array(CatalogueService),
    packages: z.array(CataloguePackage).max(6),
    faqs: z.array(Faq).max(40),
    testimonials: z.array(Testimonial).max(30),
    caseStudies: z.array(CaseStudy).max(30),
    logos: z.array(ClientLogo).max(30),
    heroes: z.array(HeroArt).max(20),
    business: Business,
  })
  .superRefine((c, ctx) => {
    const codes = new Set(c.services.map((s) => s.code));
    if (codes.size !== c.services.length || codes.size !== CATALOGUE_CODES.length) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: 'must describe every service exactly once' });
    }
    const checks: [keyof typeof c, boolean][] = [
      ['packages', unique(c.packages, (p) => p.id)],
      ['faqs', unique(c.faqs, (f) => f.id)],
      ['testimonials', unique(c.testimonials, (t) => t.id)],
      ['caseStudies', unique(c.caseStudies, (s) => s.slug)],
      ['logos', unique(c.logos, (l) => l.id)],
      ['heroes', unique(c.heroes, (h) => h.page)],
    ];
    for (const [path, ok] of checks) if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: 'has two entries with the same id' });
  });
export type CatalogueContent = z.infer<typeof CatalogueContent>;

/**
 * The least a package of `count` services can cost, in kobo: the cheapest `count` "from" prices of the offered,
 * priced services, less the cart's discount for that many items (cartTotalKobo, the rule the API charges).
 * null when fewer than `count` services have a price.
 */
export function packageFromPrice(services: readonly CatalogueService[], count: number): number | null {
  const prices = services
    .filter((s) => s.offered && s.fromPrice !== null)
    .map((s) => s.fromPrice as number)
    .sort((a, b) => a - b)
    .slice(0, count);
  return prices.length < count ? null : cartTotalKobo(prices).total;
}

// ---- Public answers: each names the published version it was read from. ----

const versioned = { version: z.number().int().nonnegative() };
/** `?preview=draft`: the draft instead of the published version (staff only; answered private, never cached). */
export const CatalogueQuery = z.object({ preview: z.literal('draft').optional() });
/** GET /api/catalogue/services: every service, offered or "Coming soon", in the catalogue's order. */
export const CatalogueServices = z.object({ ...versioned, services: z.array(CatalogueService) });
/** GET /api/catalogue/packages: the packages with their computed "from" prices. */
export const CataloguePackages = z.object({ ...versioned, packages: z.array(PricedPackage) });
/** GET /api/catalogue/faqs */
export const CatalogueFaqs = z.object({ ...versioned, faqs: z.array(Faq) });
/** A case study as listed on /work and the home page. */
export const CaseStudySummary = CaseStudy.pick({ slug: true, title: true, client: true, summary: true, services: true, image: true, artLabel: true });
export type CaseStudySummary = z.infer<typeof CaseStudySummary>;
/**
 * The catalogue's name of each service the answer's case studies use, by code: a page names a case study's services
 * without reading the whole services list (which would weigh on every page that shows a case study).
 */
const serviceNames = z.record(z.string(), z.string());
/** GET /api/catalogue/work: the case studies, the names of their services, and the client logos shown beside them. */
export const CatalogueWork = z.object({ ...versioned, caseStudies: z.array(CaseStudySummary), serviceNames, logos: z.array(ClientLogo) });
/** GET /api/catalogue/work/:slug (404 when no case study has that slug). */
export const CaseStudyAnswer = z.object({ ...versioned, caseStudy: CaseStudy, serviceNames, next: z.object({ slug, title: z.string() }).nullable() });
/** The names of the services `codes` name, as the catalogue `services` has them. */
export const serviceNamesOf = (services: readonly CatalogueService[], codes: readonly string[]): Record<string, string> =>
  Object.fromEntries(services.filter((s) => codes.includes(s.code)).map((s) => [s.code, s.name]));
/** GET /api/catalogue/site: what every page may show: the business's details and each page's hero art. */
export const CatalogueSite = z.object({ ...versioned, business: Business, heroes: z.array(HeroArt) });
/**
 * GET /api/catalogue/heroes: the hero art staff uploaded, alone: what a page's hero reads while it renders, so a
 * page's server-rendered state does not carry the business's details too (every byte of a page's HTML counts
 * against TCP's first window).
 */
export const CatalogueHeroes = z.object({ ...versioned, heroes: z.array(HeroArt) });
/**
 * GET /api/catalogue/version: the published version, and `content`, an opaque tag that changes whenever anything
 * an anonymous public page shows changes (a publish, a rollback, a tutorial edited in the office). The site's
 * page cache keys on it.
 */
export const CatalogueVersion = z.object({ ...versioned, publishedAt: iso.nullable(), content: z.string() });
export type CatalogueVersion = z.infer<typeof CatalogueVersion>;
export const CaseStudyParams = z.object({ slug });
export const ImageFileParams = z.object({ id: z.string().regex(/^[a-z0-9-]{8,64}$/), file: z.string().regex(/^\d{2,4}\.(avif|webp|jpg)$/) });

// ---- The office. ----

export const VersionInfo = z.object({
  version: z.number().int().positive(),
  publishedAt: iso,
  publishedBy: z.string(),
  note: z.string(),
  /** The version whose content this one published again (a rollback), else null. */
  rollbackOf: z.number().int().positive().nullable(),
  /** The version the public sees now. */
  current: z.boolean(),
});
export type VersionInfo = z.infer<typeof VersionInfo>;
/** GET /api/office/catalogue: the draft, and what is published. */
export const OfficeCatalogue = z.object({
  draft: CatalogueContent,
  draftUpdatedAt: iso.nullable(),
  draftUpdatedBy: z.string().nullable(),
  published: VersionInfo.nullable(),
  /** The draft differs from the published version. */
  unpublished: z.boolean(),
});
export type OfficeCatalogue = z.infer<typeof OfficeCatalogue>;
/** PUT /api/office/catalogue/draft: the whole draft (autosaved by the editor). */
export const DraftBody = CatalogueContent;
export const PublishBody = z.object({ note: z.string().trim().max(200).optional() });
export const RollbackBody = z.object({ version: z.number().int().positive() });
export const ImageUploadQuery = z.object({ name: z.string().trim().min(1).max(200) });
