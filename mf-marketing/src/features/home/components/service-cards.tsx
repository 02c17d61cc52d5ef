import { paths } from '@agency/shared-auth';
import { Badge, Container, Link, Section } from '@agency/shared-ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { CapIcon, ChipIcon, MegaphoneIcon, PenIcon, PeopleIcon } from '../../../components/icons';
import { FlexCard, GridList, SectionHead } from '../../../components/layout';
import { IconCard } from '../../../components/icon-card';
import { commonCopy } from '../../../copy/common';
import { homeCopy } from '../../../copy/home';

const LINKS: Record<(typeof homeCopy.services)[number]['id'], { to: string; Icon: ComponentType }> = {
  design: { to: paths.design, Icon: PenIcon },
  marketing: { to: paths.digitalMarketing, Icon: MegaphoneIcon },
  mentorship: { to: paths.mentorship, Icon: CapIcon },
};

const SOON_ICONS: Record<(typeof homeCopy.comingSoon)[number]['id'], ComponentType> = {
  embedded: ChipIcon,
  community: PeopleIcon,
};

const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`;

const SoonList = styled(GridList)`
  margin-top: 1.25rem;
`;

const Soon = styled(FlexCard)`
  background: ${({ theme }) => theme.color.surfaceAlt};
  box-shadow: none;
  border-style: dashed;
`;

/** Service cards linking to the design, digital marketing and mentorship pages, and the two that are 'Coming soon'. */
export function ServiceCards() {
  return (
    <Section $skipOffscreen aria-labelledby="services-heading">
      <Container>
        <SectionHead>
          <h2 id="services-heading">{homeCopy.servicesHeading}</h2>
          <p>{homeCopy.servicesIntro}</p>
        </SectionHead>
        <GridList $cols={3} role="list">
          {homeCopy.services.map(({ id, title, body, link }) => {
            const { to, Icon } = LINKS[id];
            return (
              <li key={id}>
                <IconCard Icon={Icon} title={title} body={body}>
                  <CardLink to={to}>{link}</CardLink>
                </IconCard>
              </li>
            );
          })}
        </GridList>
        <SoonList $cols={2} role="list">
          {homeCopy.comingSoon.map(({ id, title, body }) => {
            const Icon = SOON_ICONS[id];
            return (
              <li key={id}>
                <IconCard Icon={Icon} title={title} body={body} Card={Soon}>
                  <div>
                    <Badge>{commonCopy.comingSoon}</Badge>
                  </div>
                </IconCard>
              </li>
            );
          })}
        </SoonList>
      </Container>
    </Section>
  );
}
