import type { CatalogueService } from '@agency/contracts/catalogue';
import { Badge, Container, PageMeta, Section } from '@agency/shared-ui';
import type { ComponentType } from 'react';
import { useCatalogueServices } from '../../../api/get-catalogue-services';
import { ServicesArt } from '../../../components/art/page-art';
import { CtaBand } from '../../../components/cta-band';
import { IconCard } from '../../../components/icon-card';
import { CapIcon, DocumentIcon, FilmIcon, LayersIcon, MegaphoneIcon, MonitorIcon, PenIcon, PhoneIcon, SearchIcon, TargetIcon } from '../../../components/icons';
import { JsonLd } from '@agency/shared-ui';
import { Actions, GridList, Price, PriceFoot, SectionHead } from '../../../components/layout';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { QueryState } from '../../../components/query-state';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { servicesCopy } from '../../../copy/services';
import { servicePrice } from '../../../lib/price';
import { servicesSchema } from '../../../lib/structured-data';
import { ServiceList } from './service-list';

const ICONS: Partial<Record<CatalogueService['code'], ComponentType>> = {
  wd: MonitorIcon,
  ma: PhoneIcon,
  uid: LayersIcon,
  ve: FilmIcon,
  gd: PenIcon,
  product: LayersIcon,
  smm: MegaphoneIcon,
  seo: SearchIcon,
  adc: TargetIcon,
  cm: DocumentIcon,
  tutorship: CapIcon,
};

/** A featured service: its name, summary and "from" price, and Request (or "Coming soon" when it is not offered). */
function QuickCard({ service }: { service: CatalogueService }) {
  return (
    <IconCard Icon={ICONS[service.code] ?? LayersIcon} title={service.name} body={service.summary}>
      <PriceFoot>
        <Price>{servicePrice(service)}</Price>
        {service.offered ? (
          <RequestButton code={service.code} $variant="secondary" $block context={service.name}>
            {commonCopy.request}
          </RequestButton>
        ) : (
          <Badge>{commonCopy.comingSoon}</Badge>
        )}
      </PriceFoot>
    </IconCard>
  );
}

/** The services page: consultation, the featured services, every service by group, and a custom request. */
export function ServicesPage() {
  const query = useCatalogueServices();
  const services = query.data?.services ?? [];
  const featured = services.filter((s) => s.featured);
  return (
    <>
      <PageMeta title={servicesCopy.metaTitle} description={servicesCopy.metaDescription} />
      <PreviewBanner />
      {services.length > 0 ? <JsonLd data={servicesSchema(services)} /> : null}
      <PageHero
        id="services-title"
        page="services"
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
      {query.isSuccess && featured.length === 0 ? null : (
        <Section $skipOffscreen $alt aria-labelledby="quick-heading">
          <Container>
            <SectionHead>
              <h2 id="quick-heading">{servicesCopy.quickHeading}</h2>
              <p>{servicesCopy.quickIntro}</p>
            </SectionHead>
            <QueryState query={query} loading={servicesCopy.loading} failure={servicesCopy.failure} />
            {featured.length > 0 ? (
              <GridList $cols={4} role="list">
                {featured.map((service) => (
                  <li key={service.code}>
                    <QuickCard service={service} />
                  </li>
                ))}
              </GridList>
            ) : null}
          </Container>
        </Section>
      )}
      <ServiceList query={query} />
      <CtaBand id="custom-heading" heading={servicesCopy.customHeading} body={servicesCopy.customBody}>
        <RequestButton code="custom" $variant="secondary">
          {servicesCopy.customButton}
        </RequestButton>
      </CtaBand>
    </>
  );
}
