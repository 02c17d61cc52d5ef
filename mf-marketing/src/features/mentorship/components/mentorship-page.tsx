import { paths } from '@agency/shared-auth';
import { ButtonLink, Container, PageMeta, Section } from '@agency/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { CapIcon, LayersIcon, MegaphoneIcon, MonitorIcon, PeopleIcon } from '../../../components/icons';
import { Actions, GridList, Price, SectionHead } from '../../../components/layout';
import { IconCard } from '../../../components/icon-card';
import { useOffers } from '../../../components/offer-list';
import { JsonLd } from '@agency/shared-ui';
import { MentorshipArt } from '../../../components/art/page-art';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { mentorshipCopy } from '../../../copy/mentorship';
import { servicesSchema } from '../../../lib/structured-data';

const TUTORSHIP = ['tutorship'] as const;
const TRACK_ICONS = [MonitorIcon, LayersIcon, MegaphoneIcon, CapIcon];
const FORMAT_ICONS = [PeopleIcon, CapIcon];

/** The mentorship/tutorship page: tracks, formats, the active tutorials and requests for 'tutorship'. */
export function MentorshipPage() {
  // Tutorship as the catalogue describes it: its price, when it has one, under the hero, and its Service data.
  const { services, offers } = useOffers(TUTORSHIP, {});
  const tutorship = offers[0];
  return (
    <>
      <PageMeta title={mentorshipCopy.metaTitle} description={mentorshipCopy.metaDescription} />
      <PreviewBanner />
      {services.length > 0 ? <JsonLd data={servicesSchema(services)} /> : null}
      <PageHero
        id="mentorship-title"
        page="mentorship"
        art={<MentorshipArt />}
        eyebrow={mentorshipCopy.eyebrow}
        title={mentorshipCopy.title}
        lead={mentorshipCopy.lead}
        actions={
          <>
            {tutorship && services[0]?.fromPrice != null ? <Price>{tutorship.price}</Price> : null}
            <Actions>
              <RequestButton code="tutorship">{commonCopy.requestServices}</RequestButton>
              <ButtonLink to={paths.tutorials} $variant="secondary">
                {mentorshipCopy.viewTutorial}
              </ButtonLink>
            </Actions>
          </>
        }
      />
      <Section $skipOffscreen $alt aria-labelledby="tracks-heading">
        <Container>
          <SectionHead>
            <h2 id="tracks-heading">{mentorshipCopy.tracksHeading}</h2>
          </SectionHead>
          <GridList $cols={4} role="list">
            {mentorshipCopy.tracks.map((track, index) => {
              const Icon = TRACK_ICONS[index % TRACK_ICONS.length]!;
              return (
                <li key={track.title}>
                  <IconCard Icon={Icon} title={track.title} body={track.body} />
                </li>
              );
            })}
          </GridList>
        </Container>
      </Section>
      <Section $skipOffscreen aria-labelledby="formats-heading">
        <Container>
          <SectionHead>
            <h2 id="formats-heading">{mentorshipCopy.formatsHeading}</h2>
          </SectionHead>
          <GridList $cols={2} role="list">
            {mentorshipCopy.formats.map((format, index) => {
              const Icon = FORMAT_ICONS[index % FORMAT_ICONS.length]!;
              return (
                <li key={format.title}>
                  <IconCard Icon={Icon} title={format.title} body={format.body} />
                </li>
              );
            })}
          </GridList>
        </Container>
      </Section>
      <CtaBand id="mentorship-cta" heading={mentorshipCopy.ctaHeading} body={mentorshipCopy.ctaBody}>
        <RequestButton code="tutorship" $variant="secondary" purpose="consultation">
          {commonCopy.bookConsultation}
        </RequestButton>
      </CtaBand>
    </>
  );
}
