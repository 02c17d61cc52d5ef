import { Container, PageMeta, Section } from '@agency/shared-ui';
import { serviceNamesFrom } from '../../../api/get-catalogue-services';
import { useCatalogueWork } from '../../../api/get-catalogue-work';
import { StudioArt } from '../../../components/art/studio-art';
import { CaseStudyCard, CaseStudyList } from '../../../components/case-study-card';
import { CtaBand } from '../../../components/cta-band';
import { Actions, SectionHead } from '../../../components/layout';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { QueryState } from '../../../components/query-state';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { workCopy } from '../../../copy/work';

const copy = workCopy.index;

/** /work: every case study of the catalogue, each opening its own page. */
export function WorkPage() {
  const query = useCatalogueWork();
  const serviceName = serviceNamesFrom(query.data?.serviceNames);
  const studies = query.data?.caseStudies ?? [];
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} />
      <PreviewBanner />
      <PageHero
        id="work-title"
        page="work"
        art={<StudioArt />}
        eyebrow={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        actions={
          <Actions>
            <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
          </Actions>
        }
      />
      <Section $skipOffscreen $alt aria-labelledby="work-list-heading">
        <Container>
          <SectionHead>
            <h2 id="work-list-heading">{copy.listHeading}</h2>
          </SectionHead>
          <QueryState query={query} loading={workCopy.listLoading} failure={workCopy.listFailure} empty={workCopy.listEmpty} isEmpty={studies.length === 0} />
          {studies.length > 0 ? (
            <CaseStudyList role="list">
              {studies.map((study) => (
                <li key={study.slug}>
                  <CaseStudyCard study={study} serviceName={serviceName} />
                </li>
              ))}
            </CaseStudyList>
          ) : null}
        </Container>
      </Section>
      <CtaBand id="work-cta" heading={workCopy.ctaHeading} body={workCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
