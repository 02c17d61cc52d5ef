import { Container, PageMeta, Section } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHero } from '../../../components/page-hero';
import { privacyCopy } from '../../../copy/privacy';

const Body = styled.div`
  max-width: 760px;
  margin: 0 auto;
  overflow-wrap: break-word;
  h2 { font-size: 1.35rem; margin: 2.25rem 0 0.75rem; scroll-margin-top: 96px; }
  ul { margin: 0 0 1rem; padding-left: 1.25rem; display: grid; gap: 0.6rem; }
`;

const Version = styled.p`
  font-size: 0.95rem;
  color: ${({ theme }) => theme.color.muted};
`;

const Contents = styled.nav`
  margin: 1.25rem 0 0;
  padding: 1rem 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  h2 { font-size: 1rem; margin: 0 0 0.4rem; }
  ol { margin: 0; padding-left: 1.25rem; }
  a { display: inline-block; padding: 0.3rem 0; }
`;

const link = /(https:\/\/\S+?|[\w.+-]+@[\w-]+\.[\w.]+?)(?=[.,;)]?(?:\s|$))/g;

/** A paragraph with its web and email addresses as links (the notice itself is plain text, React-free). */
function Linked({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(link)) {
    const [value] = match;
    const at = match.index ?? 0;
    parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={value.startsWith('https://') ? value : `mailto:${value}`}>
        {value}
      </a>,
    );
    last = at + value.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** A list item written "Term: text" shows its term in bold. */
function Item({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 0 || colon > 60) return <Linked text={text} />;
  return (
    <>
      <strong>{text.slice(0, colon)}</strong>: <Linked text={text.slice(colon + 2)} />
    </>
  );
}

/**
 * The privacy notice (NDPA 2023): the versioned text of `@agency/contracts/privacy-notice`, server-rendered,
 * with its version shown (each consent records the version it was given under) and a table of contents.
 */
export function PrivacyPage() {
  const { notice, noticeVersion } = privacyCopy;
  return (
    <>
      <PageMeta title={privacyCopy.metaTitle} description={privacyCopy.metaDescription} />
      <PageHero id="privacy-title" eyebrow={privacyCopy.eyebrow} title={privacyCopy.title} lead={privacyCopy.lead} />
      <Section $skipOffscreen as="div">
        <Container>
          <Body>
            <Version data-privacy-version={noticeVersion}>{privacyCopy.version(noticeVersion, notice.date)}</Version>
            <Contents aria-labelledby="privacy-contents">
              <h2 id="privacy-contents">{privacyCopy.contents}</h2>
              <ol>
                {notice.sections.map((section) => (
                  <li key={section.id}>
                    <a href={`#${section.id}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </Contents>
            {notice.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                {section.paragraphs.map((text) => (
                  <p key={text}>
                    <Linked text={text} />
                  </p>
                ))}
                {section.items ? (
                  <ul>
                    {section.items.map((item) => (
                      <li key={item}>
                        <Item text={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </Body>
        </Container>
      </Section>
    </>
  );
}
