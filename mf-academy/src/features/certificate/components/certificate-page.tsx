import { ApiError, OFFLINE_MESSAGE, useAsyncAction } from '@agency/shared-auth';
import { Alert, Button, Container, PageMeta, Spinner, useParams } from '@agency/shared-ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { copy } from '../../../copy';
import { formatDate } from '../../../lib/format';
import { type CertificateAnswer, getCertificate } from '../api/get-certificate';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { type CertificateContent, downloadCertificatePdf } from '../lib/certificate-pdf';

const Page = styled(Container)`
  padding-top: 3rem;
  padding-bottom: 4rem;
`;

const Sheet = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 3rem 4rem;
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 6px double ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h1 { font-size: 2.6rem; margin: 0.5rem 0 2rem; }
  p { margin: 0.4rem 0; }
`;

const Brand = styled.p`
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.primary};
`;

const Holder = styled.p`
  && { font-size: 2rem; font-weight: 700; margin: 0.75rem 0 1.25rem; overflow-wrap: anywhere; }
`;

const CourseTitle = styled.p`
  && { font-size: 1.5rem; font-weight: 700; margin: 0.75rem 0 2rem; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.4rem 1rem;
  max-width: 560px;
  margin: 0 auto 2rem;
  text-align: left;
  dt { font-weight: 700; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return copy.certificate.invalid;
  if (error instanceof ApiError && error.offline) return OFFLINE_MESSAGE;
  return copy.certificate.failure;
}

function Certificate({ id, answer }: { id: string; answer: CertificateAnswer }) {
  const [download, setDownload] = useState<'idle' | 'busy' | 'failed'>('idle');
  const verifyUrl = window.location.href;
  const content: CertificateContent = {
    holder: answer.namer,
    title: answer.tutorial.title,
    instructor: answer.tutorial.instructor,
    endDate: formatDate(answer.tutorial.end_date),
    number: answer.course_id,
    verifyUrl,
  };

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
      <Sheet aria-labelledby="certificate-heading">
        <Brand>{copy.certificate.brand}</Brand>
        <h1 id="certificate-heading">{copy.certificate.heading}</h1>
        <p>{copy.certificate.certifies}</p>
        <Holder>{content.holder}</Holder>
        <p>{copy.certificate.completed}</p>
        <CourseTitle>{content.title}</CourseTitle>
        <Facts>
          <dt>{copy.certificate.instructor}</dt>
          <dd>{content.instructor}</dd>
          <dt>{copy.certificate.completedOn}</dt>
          <dd>{content.endDate}</dd>
          <dt>{copy.certificate.number}</dt>
          <dd>{content.number}</dd>
          <dt>{copy.certificate.verify}</dt>
          <dd>
            <a href={verifyUrl}>{verifyUrl}</a>
          </dd>
        </Facts>
      </Sheet>
      <Actions>
        <Button onClick={() => void onDownload()} disabled={download === 'busy'}>
          {download === 'busy' ? <Spinner label={copy.certificate.downloading} size={18} /> : copy.certificate.download}
        </Button>
      </Actions>
      {download === 'failed' ? <Alert tone="error">{copy.certificate.downloadFailure}</Alert> : null}
    </>
  );
}

/** /certificate/{course id}-{user id} — verifies and shows a certificate of completion; desktop only, no sign-in needed. */
export function CertificatePage() {
  const { id = '' } = useParams();
  const desktop = useIsDesktop();
  const action = useAsyncAction(getCertificate);
  const { run } = action;

  useEffect(() => {
    if (desktop) void run(id);
  }, [desktop, id, run]);

  const meta = <PageMeta title={copy.certificate.metaTitle} description={copy.certificate.metaDescription} />;
  if (!desktop) {
    return (
      <Page>
        {meta}
        <h1>{copy.certificate.desktopOnly}</h1>
      </Page>
    );
  }
  const answer = action.status === 'success' ? action.data : undefined;
  return (
    <Page>
      {meta}
      {answer?.is_student ? <Certificate id={id} answer={answer} /> : null}
      {answer && !answer.is_student ? <h1>{copy.certificate.invalid}</h1> : null}
      {action.status === 'failure' ? <h1>{failureText(action.error)}</h1> : null}
      {action.status === 'idle' || action.status === 'request' ? (
        <>
          <h1>{copy.certificate.heading}</h1>
          <Spinner label={copy.certificate.loading} size={32} />
        </>
      ) : null}
    </Page>
  );
}

