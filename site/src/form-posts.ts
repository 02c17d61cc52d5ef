import { BookingAnswer } from '@agency/contracts';
import { bookedPath, bookingFromForm, contactFromForm, contactSentPath, FORM_FIELD, type PostedFields } from '@agency/contracts/form-posts';
import { paths } from '@agency/contracts/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Renders a page of the site at `url` (path and query) as the answer to `request`, with `status`. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply, url: string, status?: number) => Promise<unknown>;

/** A form page's post: the API call its fields make, and where a sent one goes (303) from the API's answer. */
interface FormPost {
  api: string;
  body: (form: PostedFields) => object;
  sent: (answer: unknown) => string;
}

const FORMS: Record<string, FormPost> = {
  [paths.book]: { api: '/api/book_consultation', body: bookingFromForm, sent: (answer) => bookedPath(BookingAnswer.safeParse(answer).data) },
  [paths.contact]: { api: '/api/contact', body: contactFromForm, sent: () => contactSentPath },
};

/** What a posted form may weigh: the API's own limits on its fields are far below it. */
const FORM_BYTES = 64 * 1024;
/** Fields sent back into a refused page (its URL, rendered on this server only): never the notice version or an old error. */
const ECHOED = (name: string) => name !== FORM_FIELD.noticeVersion && name !== FORM_FIELD.error;

/**
 * The /book and /contact pages post without JavaScript (issue 28): the browser sends the form's fields
 * (`application/x-www-form-urlencoded`) to the page's own address. This turns them into the API's JSON body
 * (@agency/contracts/form-posts, as the page does with JavaScript) and calls the API in-process from the visitor's
 * address, so its validation, rate limits and mails apply unchanged. Sent: 303 to the page's result. Refused: the page
 * rendered again with what was typed and the API's reason, answered with the API's status; nothing is lost.
 *
 * The API itself never reads a form body (its own scope parses JSON only); this parser lives in this scope alone. A
 * post from another site's page is refused: the form carries no credential, but the site only answers its own pages.
 */
export async function registerFormPosts(app: FastifyInstance, sendPage: PageSender): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BYTES }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    for (const [path, form] of Object.entries(FORMS)) {
      scope.post(path, async (request, reply) => {
        if (!sameSite(request)) return reply.status(403).send({ detail: 'Send this form from its page on this site.' });
        const fields = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
        const answer = await app.inject({
          method: 'POST',
          url: form.api,
          headers: { 'content-type': 'application/json', 'user-agent': request.headers['user-agent'] ?? '' },
          payload: JSON.stringify(form.body(fields)),
          remoteAddress: request.ip,
        });
        if (answer.statusCode === 200) return reply.status(303).header('Location', form.sent(answer.json())).send();
        const echo = new URLSearchParams([...fields].filter(([name]) => ECHOED(name)));
        echo.set(FORM_FIELD.error, detailOf(answer.body));
        const retryAfter = answer.headers['retry-after'];
        if (retryAfter !== undefined) reply.header('Retry-After', retryAfter);
        return sendPage(request, reply, `${path}?${echo}`, answer.statusCode >= 500 ? 502 : answer.statusCode);
      });
    }
  });
}

/**
 * A form page asked for with a reason in its address (`/book?error=…`): only this server writes that parameter, into a
 * refused post's page. From a link it would put a stranger's words in the site's own alert (a phishing relay), so the
 * page is sent to the same address without it (303). Null: nothing to take out.
 */
export function withoutPlantedReason(url: string): string | null {
  const [pathname = '/', query = ''] = url.split('#')[0]!.split('?');
  if (!(pathname in FORMS) || !query) return null;
  const params = new URLSearchParams(query);
  if (!params.has(FORM_FIELD.error)) return null;
  params.delete(FORM_FIELD.error);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

function detailOf(body: string): string {
  try {
    const detail = (JSON.parse(body) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  } catch {}
  // No reason given (a gateway's page): the page shows its own failure text for an empty one.
  return '';
}

/** The post comes from a page of this site: the browser says so (Sec-Fetch-Site), or its Origin is this host. */
function sameSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return !origin;
  try {
    // request.host: the Host the visitor asked for (X-Forwarded-Host behind a trusted proxy), compared as URLs (default ports).
    return new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    return false;
  }
}
