import { paths } from '@agency/contracts/pages';
import { ButtonLink, Container, Section } from '@agency/shared-ui';
import styled from 'styled-components';
import { serviceNamesFrom } from '../../../api/get-catalogue-services';
import { useCatalogueWork } from '../../../api/get-catalogue-work';
import { CaseStudyCard, CaseStudyList } from '../../../components/case-study-card';
import { SectionHead } from '../../../components/layout';
import { QueryState } from '../../../components/query-state';
import { homeCopy } from '../../../copy/home';
import { workCopy } from '../../../copy/work';

/** How many case studies the landing page shows; /work lists them all. */
const SHOWN = 2;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 2rem;
`;

/** The landing page's recent projects (the catalogue's first case studies): each shows its screens and opens its case study. */
export function RecentProjects() {
  const query = useCatalogueWork();
  const serviceName = serviceNamesFrom(query.data?.serviceNames);
  const studies = query.data?.caseStudies ?? [];
  // No case study to show: the section is left out rather than shown empty.
  if (query.isSuccess && studies.length === 0) return null;
  return (
    <Section $skipOffscreen $alt aria-labelledby="projects-heading">
      <Container>
        <SectionHead>
          <h2 id="projects-heading">{homeCopy.projectsHeading}</h2>
          <p>{homeCopy.projectsIntro}</p>
        </SectionHead>
        <QueryState query={query} loading={workCopy.listLoading} failure={workCopy.listFailure} />
        {studies.length > 0 ? (
          <>
            <CaseStudyList role="list">
              {studies.slice(0, SHOWN).map((study) => (
                <li key={study.slug}>
                  <CaseStudyCard study={study} serviceName={serviceName} />
                </li>
              ))}
            </CaseStudyList>
            <Centered>
              <ButtonLink to={paths.work} $variant="ghost">
                {homeCopy.projectsAll}
              </ButtonLink>
            </Centered>
          </>
        ) : null}
      </Container>
    </Section>
  );
}
