import { NavLink, Route, Routes } from '@agency/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Loaded, Page } from '../../components/ui';
import { copy } from '../../copy';
import { cataloguePath } from '../../lib/office-paths';
import { type OfficeCatalogue, useOfficeCatalogue } from './api';
import { BusinessEditor } from './business-editor';
import { CaseStudiesEditor } from './case-studies-editor';
import { FaqsEditor } from './faqs-editor';
import { HeroesEditor } from './heroes-editor';
import { LogosEditor } from './logos-editor';
import { CatalogueOverview } from './overview';
import { PackagesEditor } from './packages-editor';
import { ServicesEditor } from './services-editor';
import { TestimonialsEditor } from './testimonials-editor';

const text = copy.catalogue;

/** The catalogue's screens: each a sub-route of /office/catalogue, with its title and editor. */
const SECTIONS: { path: string; title: string; editor: (catalogue: OfficeCatalogue) => ReactNode }[] = [
  { path: '', title: text.sections.overview, editor: (c) => <CatalogueOverview catalogue={c} /> },
  { path: 'services', title: text.sections.services, editor: (c) => <ServicesEditor draft={c.draft} /> },
  { path: 'packages', title: text.sections.packages, editor: (c) => <PackagesEditor draft={c.draft} /> },
  { path: 'faqs', title: text.sections.faqs, editor: (c) => <FaqsEditor draft={c.draft} /> },
  { path: 'testimonials', title: text.sections.testimonials, editor: (c) => <TestimonialsEditor draft={c.draft} /> },
  { path: 'work', title: text.sections.work, editor: (c) => <CaseStudiesEditor draft={c.draft} /> },
  { path: 'logos', title: text.sections.logos, editor: (c) => <LogosEditor draft={c.draft} /> },
  { path: 'heroes', title: text.sections.heroes, editor: (c) => <HeroesEditor draft={c.draft} /> },
  { path: 'business', title: text.sections.business, editor: (c) => <BusinessEditor draft={c.draft} /> },
];

const Tabs = styled.nav`
  margin: -0.5rem 0 1.25rem;
  ul { list-style: none; display: flex; flex-wrap: wrap; gap: 0.4rem; margin: 0; padding: 0; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0.35rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover { border-color: ${({ theme }) => theme.color.primary}; }
  a[aria-current='page'] { background: ${({ theme }) => theme.color.primary}; border-color: ${({ theme }) => theme.color.primary}; color: ${({ theme }) => theme.color.primaryText}; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

/** One catalogue screen: its title, the catalogue's sections, then the screen once the draft is loaded. */
function Section({ title, editor }: { title: string; editor: (catalogue: OfficeCatalogue) => ReactNode }) {
  const catalogue = useOfficeCatalogue();
  return (
    <Page title={title === text.sections.overview ? text.title : `${text.title}: ${title}`}>
      <Tabs aria-label={text.sectionsLabel}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path ? `${cataloguePath}/${s.path}` : cataloguePath} end>
                {s.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </Tabs>
      <Loaded query={catalogue}>{editor}</Loaded>
    </Page>
  );
}

/**
 * /office/catalogue/*: what the public pages show (services and prices, packages, FAQs, testimonials, case studies,
 * client logos, the business's details), edited as a draft, previewed, published as numbered versions, rolled back.
 */
export function CataloguePage() {
  return (
    <Routes>
      {SECTIONS.map((s) =>
        s.path ? (
          <Route key={s.path} path={s.path} element={<Section title={s.title} editor={s.editor} />} />
        ) : (
          <Route key="overview" index element={<Section title={s.title} editor={s.editor} />} />
        ),
      )}
      <Route path="*" element={<Section title={text.sections.overview} editor={SECTIONS[0]!.editor} />} />
    </Routes>
  );
}
