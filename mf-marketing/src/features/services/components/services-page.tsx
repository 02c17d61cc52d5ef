import { Container, PageMeta, Section } from '@agency/shared-ui';
import { ServicesArt } from '../../../components/art/page-art';
import type { ComponentType } from 'react';
import { CtaBand } from '../../../components/cta-band';
import { FilmIcon, LayersIcon, MonitorIcon, PhoneIcon } from '../../../components/icons';
import { Actions, GridList, Price, PriceFoot, SectionHead } from '../../../components/layout';
import { IconCard } from '../../../components/icon-card';
import { PageHero } from '../../../components/page-hero';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { servicesCopy } from '../../../copy/services';
import { ServiceList } from './service-list';

const QUICK_ICONS: Record<(typeof servicesCopy.quick)[number]['code'], ComponentType> = {
  wd: MonitorIcon,
  ma: PhoneIcon,
  uid: LayersIcon,
  ve: FilmIcon,
};

/** The services page: consultation, four quick services, every service, and a custom request. */
export function ServicesPage() {
  return (
    <>
      <PageMeta title={servicesCopy.metaTitle} description={servicesCopy.metaDescription} />
      <PageHero
        id="services-title"
        art={<ServicesArt />}
        eyebrow={servicesCopy.eyebrow}
        title={servicesCopy.title}
        lead={servicesCopy.lead}
        actions={
          <Actions>
            <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
          </Actions>
        }
      />
      <Section $alt aria-labelledby="quick-heading">
        <Container>
          <SectionHead>
            <h2 id="quick-heading">{servicesCopy.quickHeading}</h2>
            <p>{servicesCopy.quickIntro}</p>
          </SectionHead>
          <GridList $cols={4} role="list">
            {servicesCopy.quick.map(({ code, title, body, price }) => {
              const Icon = QUICK_ICONS[code];
              return (
                <li key={code}>
                  <IconCard Icon={Icon} title={title} body={body}>
                    <PriceFoot>
                      <Price>
                        {commonCopy.fromPrice} {price}
                      </Price>
                      <RequestButton code={code} $variant="secondary" $block context={title}>
                        {commonCopy.request}
                      </RequestButton>
                    </PriceFoot>
                  </IconCard>
                </li>
              );
            })}
          </GridList>
        </Container>
      </Section>
      <ServiceList />
      <CtaBand id="custom-heading" heading={servicesCopy.customHeading} body={servicesCopy.customBody}>
        <RequestButton code="custom" $variant="secondary">
          {servicesCopy.customButton}
        </RequestButton>
      </CtaBand>
    </>
  );
}
