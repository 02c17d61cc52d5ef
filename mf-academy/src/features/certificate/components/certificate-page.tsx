import { paths } from '@agency/contracts/pages';
import { ApiError, apiKey, OFFLINE_MESSAGE, queryClient } from '@agency/shared-auth';
import { NotFoundStatus, useMovedTo } from '@agency/shared-auth/render-status';
import { Alert, Button, Container, PageMeta, Spinner, useNavigate, useParams, VisuallyHidden } from '@agency/shared-ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatDate } from '../../../lib/format';
import { type CertificateAnswer, certificatePath, useCertificate } from '../api/get-certificate';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { type CertificateContent, downloadCertificatePdf } from '../lib/certificate-pdf';
import { linkedInAddToProfileUrl } from '../lib/linkedin';

const Page = styled(Container)`
  padding-top: 3rem;
  padding-bottom: 4rem;
`;

const Sheet = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 3rem 4rem 2.5rem;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 6px double ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 { font-family: Georgia, 'Times New Roman', serif; font-size: 2.6rem; margin: 0.5rem 0 0.75rem; }
  p { margin: 0.4rem 0; }
`;

const Rule = styled.hr`
  width: 72px;
  margin: 0 auto 2rem;
  border: 0;
  border-top: 3px solid #b07d20;
`;

const Brand = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.6rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;

const Holder = styled.p`
  && {
    font-family: Georgia, 'Times New Roman', serif;
    font-style: italic;
    font-size: 2.2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
    margin: 0.75rem auto 1.25rem;
    padding-bottom: 0.5rem;
    max-width: 560px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
`;

const CourseTitle = styled.p`
  && { font-size: 1.5rem; font-weight: 700; margin: 0.75rem 0 2rem; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  max-width: 600px;
  margin: 0 auto;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  text-align: left;
  dt { font-weight: 700; color: ${({ theme }) => theme.color.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const NumberValue = styled.dd`
  && { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-weight: 700; letter-spacing: 0.04em; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem 1rem;
  margin-top: 2rem;
`;

/** An external link with the secondary button's look (shared-ui's ButtonLink is for routes inside the site). */
const ExternalButton = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.6rem 1.3rem;
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.surfaceAlt}; }
  svg { flex: none; }
`;

const SmallScreen = styled.section`
  max-width: 36rem;
  p { color: ${({ theme }) => theme.color.muted}; margin: 0 0 1.25rem; }
  ${Actions} { justify-content: flex-start; margin-top: 0; }
`;

function Mark() {
  return (
    <svg width="40" height="40" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1739a6" />
      <path d="M16 20h32v6H35v22h-6V26H16z" fill="#ffffff" />
      <circle cx="48" cy="46" r="5" fill="#f59e0b" />
    </svg>
  );
}

function LinkedInGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="4" fill="#0a66c2" />
      <path
        fill="#ffffff"
        d="M7.1 9.5h-2.6V19h2.6V9.5zM5.8 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM19.5 13.4c0-2.6-1.4-4.1-3.5-4.1-1.3 0-2.1.7-2.5 1.3V9.5H11V19h2.6v-5c0-1.3.5-2.1 1.6-2.1 1 0 1.6.7 1.6 2.1v5h2.6v-5.6z"
      />
    </svg>
  );
}

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return copy.certificate.invalid;
  if (error instanceof ApiError && error.offline) return OFFLINE_MESSAGE;
  return copy.certificate.failure;
}

const unchanging = () => () => {};

/**
 * The site's origin, for the verify address: the page's own in the browser. The server renders this page too
 * and knows no origin: there, and while the browser hydrates what it sent, the address is relative.
 */
function useOrigin(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
}

/** The public verify address of certificate `id`: the page's own address, without query or fragment. */
function verifyUrlOf(origin: string, id: string): string {
  return `${origin}${paths.certificate(id)}`;
}

function contentOf(origin: string, id: string, answer: CertificateAnswer): CertificateContent {
  return {
    holder: answer.namer,
    title: answer.tutorial.title,
    instructor: answer.tutorial.instructor,
    startDate: formatDate(answer.tutorial.start_date),
    endDate: formatDate(answer.tutorial.end_date),
    // Older APIs answered no number of the holder's own: the course id was the number then.
    number: answer.certificate_number || answer.course_id,
    verifyUrl: verifyUrlOf(origin, id),
  };
}

/** Download pdf and Add to LinkedIn profile: the same two ways forward at every width. */
function CertificateActions({ id, answer }: { id: string; answer: CertificateAnswer }) {
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const content = contentOf(useOrigin(), id, answer);
  const linkedIn = linkedInAddToProfileUrl({
    name: content.title,
    organizationName: copy.certificate.brand,
    issuedOn: answer.tutorial.end_date,
    certId: content.number,
    certUrl: content.verifyUrl,
  });

  const onDownload = async () => {
    setDownload('busy');
    try {
      await downloadCertificatePdf(content, copy.certificate.fileName(id));
      setDownload('idle');
    } catch {
      setDownload('failed');
    }
  };

  return (
    <>
      <Actions>
        <Button onClick={() => void onDownload()} disabled={download === 'busy'}>
          {download === 'busy' ? <Spinner label={copy.certificate.downloading} size={18} /> : copy.certificate.download}
        </Button>
        <ExternalButton href={linkedIn} target="_blank" rel="noopener noreferrer">
          <LinkedInGlyph />
          {copy.certificate.linkedIn}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </ExternalButton>
      </Actions>
      {download === 'failed' ? <Alert tone="error">{copy.certificate.downloadFailure}</Alert> : null}
    </>
  );
}

function Certificate({ id, answer }: { id: string; answer: CertificateAnswer }) {
  const content = contentOf(useOrigin(), id, answer);
  return (
    <>
      <Sheet aria-labelledby="certificate-heading">
        <Brand>
          <Mark />
          {copy.certificate.brand}
        </Brand>
        <h1 id="certificate-heading">{copy.certificate.heading}</h1>
        <Rule />
        <p>{copy.certificate.certifies}</p>
        <Holder>{content.holder}</Holder>
        <p>{copy.certificate.completed}</p>
        <CourseTitle>{content.title}</CourseTitle>
        <Facts>
          <dt>{copy.certificate.instructor}</dt>
          <dd>{content.instructor}</dd>
          <dt>{copy.certificate.startedOn}</dt>
          <dd>{content.startDate}</dd>
          <dt>{copy.certificate.completedOn}</dt>
          <dd>{content.endDate}</dd>
          <dt>{copy.certificate.number}</dt>
          <NumberValue>{content.number}</NumberValue>
          <dt>{copy.certificate.verify}</dt>
          <dd>
            <a href={content.verifyUrl}>{content.verifyUrl}</a>
          </dd>
        </Facts>
      </Sheet>
      <CertificateActions id={id} answer={answer} />
    </>
  );
}

/** Valid or not, holder, course, date and number: what a phone that scanned the certificate's QR code came for. */
const Verification = styled.section`
  max-width: 36rem;
  margin-bottom: 2.5rem;
  h1 { margin: 0 0 0.75rem; }
  ${Facts} { margin: 0; max-width: none; padding-top: 1rem; }
`;

const Verdict = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0.35rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: #e7f6ec;
  color: #14532d;
  font-weight: 700;
`;

const DesktopOnly = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.75rem;
`;

function Tick() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="#15803d" />
      <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The verification at 800 px or less, above the desktop-only message. */
function SmallScreenVerification({ answer }: { answer: CertificateAnswer }) {
  return (
    <Verification aria-labelledby="certificate-heading">
      <h1 id="certificate-heading">{copy.certificate.heading}</h1>
      <Verdict>
        <Tick />
        {copy.certificate.valid}
      </Verdict>
      <Facts>
        <dt>{copy.certificate.holder}</dt>
        <dd>{answer.namer}</dd>
        <dt>{copy.certificate.course}</dt>
        <dd>{answer.tutorial.title}</dd>
        <dt>{copy.certificate.completedOn}</dt>
        <dd>{formatDate(answer.tutorial.end_date)}</dd>
        <dt>{copy.certificate.number}</dt>
        <NumberValue>{answer.certificate_number || answer.course_id}</NumberValue>
      </Facts>
    </Verification>
  );
}

/**
 * /certificate/{course id}-{user id} — verifies and shows a certificate of completion, no sign-in needed. The
 * user id is the holder's public id; an old address (the sequential id) is answered with the new one, and the
 * page moves there (the server answers such an address 301). An invalid certificate is answered 404.
 * The certificate itself is desktop only (spec); at 800 px or less the page verifies it (valid or not, holder,
 * course, date, number: a phone that scanned the QR code is not a dead end), then says it is desktop only and
 * still offers the PDF and LinkedIn.
 */
export function CertificatePage() {
  const { id = '' } = useParams();
  const desktop = useIsDesktop();
  const certificate = useCertificate(id);
  const navigate = useNavigate();

  const meta = <PageMeta title={copy.certificate.metaTitle} description={copy.certificate.metaDescription} />;
  const answer = certificate.data ?? undefined;
  const loading = certificate.isPending;
  // The address the certificate lives at (an older API answers none): the verify link and PDF carry it.
  const canonical = answer?.certificate_id ?? id;
  const moved = canonical !== id ? paths.certificate(encodeURIComponent(canonical)) : null;
  useMovedTo(moved);
  useEffect(() => {
    if (!moved || !answer) return;
    // Already answered: the new address shows it without asking again.
    queryClient.setQueryData(apiKey(certificatePath(canonical)), answer);
    navigate(moved, { replace: true });
  }, [moved, canonical, answer, navigate]);

  const valid = answer?.is_student ? answer : null;
  // No certificate (the API's 404), or an older API's answer for a non-holder.
  const invalid = certificate.data === null || (answer !== undefined && !answer.is_student);
  const notFound = invalid ? <NotFoundStatus /> : null;
  if (!desktop) {
    return (
      <Page>
        {meta}
        {notFound}
        {valid ? <SmallScreenVerification answer={valid} /> : null}
        {invalid ? <h1>{copy.certificate.invalid}</h1> : null}
        {certificate.isError ? <h1>{failureText(certificate.error)}</h1> : null}
        {loading ? (
          <>
            <h1>{copy.certificate.heading}</h1>
            <Spinner label={copy.certificate.loading} size={24} />
          </>
        ) : null}
        <DesktopOnly>{copy.certificate.desktopOnly}</DesktopOnly>
        {valid ? (
          <SmallScreen aria-labelledby="certificate-actions-heading">
            <VisuallyHidden as="h2" id="certificate-actions-heading">
              {copy.certificate.smallScreenActions}
            </VisuallyHidden>
            <p>{copy.certificate.smallScreenNote}</p>
            <CertificateActions id={canonical} answer={valid} />
          </SmallScreen>
        ) : null}
      </Page>
    );
  }
  return (
    <Page>
      {meta}
      {notFound}
      {valid ? <Certificate id={canonical} answer={valid} /> : null}
      {invalid ? <h1>{copy.certificate.invalid}</h1> : null}
      {certificate.isError ? <h1>{failureText(certificate.error)}</h1> : null}
      {loading ? (
        <>
          <h1>{copy.certificate.heading}</h1>
          <Spinner label={copy.certificate.loading} size={32} />
        </>
      ) : null}
    </Page>
  );
}
