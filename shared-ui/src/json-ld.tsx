/**
 * Structured data for search engines: a JSON-LD block rendered with the page (on the server too). Never executed;
 * `<` is escaped, so no text (a tutorial, the catalogue) can close the script element or open a comment inside it.
 */
export const jsonLdText = (data: object) =>
  JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function JsonLd({ data }: { data: object }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON in a data block, never run (see jsonLdText)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
