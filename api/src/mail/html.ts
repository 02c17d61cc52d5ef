import mjml2html from 'mjml';

const BODY = 'MAIL-BODY-GOES-HERE';

/** Compiled once: MJML takes ~100 ms per compile, a string replace takes microseconds. */
let layout: Promise<string> | undefined;

function compileLayout(): Promise<string> {
  const source = `<mjml>
  <mj-head>
    <mj-attributes><mj-all font-family="Helvetica, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#0b3d91" padding="16px 24px">
      <mj-column><mj-text color="#ffffff" font-size="18px" font-weight="bold">Think-Make-Solve Digital</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="8px 24px">
      <mj-column><mj-text color="#1f2933" font-size="15px" line-height="1.6">${BODY}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  return Promise.resolve(mjml2html(source, { validationLevel: 'strict' })).then((result) => result.html);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A line that is exactly one of the template's own links becomes an anchor; every other line stays text, even
 * when it looks like a URL (visitors' words are quoted in some mails and must never become a link).
 */
const line = (raw: string, links: ReadonlySet<string>) => {
  const escaped = escapeHtml(raw);
  return links.has(raw) && /^https?:\/\/\S+$/.test(raw) ? `<a href="${escaped}" style="color:#0b3d91">${escaped}</a>` : escaped;
};

/** The HTML version of a plain-text mail: the same paragraphs, escaped, in the agency's layout; only `links` are clickable. */
export async function htmlVersion(text: string, links: readonly string[] = []): Promise<string> {
  const trusted = new Set(links);
  const paragraphs = text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.split('\n').map((l) => line(l, trusted)).join('<br />')}</p>`)
    .join('\n');
  layout ??= compileLayout();
  return (await layout).replace(BODY, () => paragraphs);
}
