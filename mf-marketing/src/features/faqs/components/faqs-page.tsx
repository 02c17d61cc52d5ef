import { AGENCY_CONTACT } from '@agency/shared-auth';
import { Container, PageMeta, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { CtaBand } from '../../../components/cta-band';
import { useCatalogueFaqs } from '../../../api/get-catalogue-faqs';
import { JsonLd } from '@agency/shared-ui';
import { FaqsArt } from '../../../components/art/page-art';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { QueryState } from '../../../components/query-state';
import { ContactButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { faqsCopy } from '../../../copy/faqs';
import { faqPageSchema } from '../../../lib/structured-data';

const List = styled.div`
  max-width: 820px;
  margin: 0 auto;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.details`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    min-height: 56px;
    padding: 0.75rem 1.25rem;
    font-weight: 700;
    font-size: 1.05rem;
    cursor: pointer;
    list-style: none;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  summary::-webkit-details-marker { display: none; }
  summary::after {
    content: '+';
    flex: none;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.primary};
    font-size: 1.2rem;
    line-height: 1;
  }
  &[open] summary::after { content: '−'; }
  &[open] { border-color: ${({ theme }) => theme.color.primary}; }
  div { padding: 0 1.25rem 1rem; color: ${({ theme }) => theme.color.muted}; }
  div p:last-child { margin-bottom: 0; }
`;

/** The FAQs page: the catalogue's questions (the spec's six topics) as native disclosures (keyboard and screen-reader support for free). */
export function FaqsPage() {
  const query = useCatalogueFaqs();
  const faqs = query.data?.faqs ?? [];
  return (
    <>
      <PageMeta title={faqsCopy.metaTitle} description={faqsCopy.metaDescription} />
      <PreviewBanner />
      {faqs.length > 0 ? <JsonLd data={faqPageSchema(faqs)} /> : null}
      <PageHero id="faqs-title" page="faqs" art={<FaqsArt />} eyebrow={faqsCopy.eyebrow} title={faqsCopy.title} lead={faqsCopy.lead} />
      <Section $skipOffscreen as="div">
        <Container>
          <QueryState query={query} loading={faqsCopy.loading} failure={faqsCopy.failure} empty={faqsCopy.empty} isEmpty={faqs.length === 0} />
          <List>
            {faqs.map((item) => (
              <Item key={item.id}>
                <summary>{item.question}</summary>
                <div>
                  <p>{item.answer}</p>
                  {item.id === faqsCopy.supportFaq ? (
                    <p>
                      {faqsCopy.supportEmail} <a href={`mailto:${AGENCY_CONTACT.email}`}>{AGENCY_CONTACT.email}</a>
                    </p>
                  ) : null}
                </div>
              </Item>
            ))}
          </List>
        </Container>
      </Section>
      <CtaBand id="faqs-more" heading={faqsCopy.moreHeading} body={faqsCopy.moreBody}>
        <ContactButton $variant="secondary">{commonCopy.contactUs}</ContactButton>
      </CtaBand>
    </>
  );
}
