/**
 * The little of @marbec/web-auto-extractor and @adobe/structured-data-validator that support/structured-data.ts uses:
 * neither package ships types. (The validator's README imports `{ Validator }`; 1.7.x exports it as the default.)
 */
declare module '@marbec/web-auto-extractor' {
  /** A page's structured data: each format's blocks by schema.org type (a block of two types is listed under each). */
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    /** Blocks it could not read: not JSON, empty, or without `@context` or `@type`. */
    errors?: { message: string; format: string; source?: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';

  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    dataFormat: string;
    fieldNames?: string[];
    location?: string;
    source?: string;
  }
  export default class Validator {
    /** schema.org's whole vocabulary (schemaorg-all-https.jsonld): without it, only the Google handlers run. */
    constructor(schemaOrgJson?: object);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
