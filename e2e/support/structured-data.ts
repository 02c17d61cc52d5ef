import Validator, { type ValidationIssue } from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

/**
 * A page's structured data as a crawler reads it, through the extractor and validator Adobe maintains for Google's
 * rich results (@marbec/web-auto-extractor, @adobe/structured-data-validator).
 *
 * What they check: the extractor refuses a block that is not JSON, is empty, or lacks `@context` or `@type`; the
 * validator applies Google's required properties for the types it has handlers for. Of ours, that is Organization
 * (a name; the provider of each Service and Course too) and ListItem (a position, and a name or an item with one).
 * It runs without schema.org's vocabulary (schemaorg-all-https.jsonld, for its check of unknown types and
 * properties), which is not available offline: schema-dts types every builder instead, so the typecheck does that
 * part (the *.type-test.ts files beside mf-marketing's, mf-academy's and the site's builders).
 *
 * What they do not check: it has no handler for LocalBusiness, PostalAddress, Service, FAQPage, Question, Answer or
 * Course, and checks an Offer only inside a Product. Google's requirements for those stay in the hand-written tests
 * (site/src/page-cache.test.ts for the business's address and hours; the marketing pages' and the tutorial page's
 * component tests).
 */
export async function readStructuredData(html: string): Promise<{ types: string[]; errors: ValidationIssue[] }> {
  const extracted = new WebAutoExtractor({ addLocation: true }).parse(html);
  const types = Object.keys(extracted.jsonld).sort();
  const issues = await new Validator().validate(extracted);
  return { types, errors: issues.filter((issue) => issue.severity === 'ERROR') };
}
