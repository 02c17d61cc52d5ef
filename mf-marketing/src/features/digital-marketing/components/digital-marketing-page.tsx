import { PageMeta } from '@agency/shared-ui';
import { CtaBand } from '../../../components/cta-band';
import { DocumentIcon, MegaphoneIcon, SearchIcon, TargetIcon } from '../../../components/icons';
import { Actions } from '../../../components/layout';
import { OfferList } from '../../../components/offer-list';
import { MarketingArt } from '../../../components/art/page-art';
import { PageHero } from '../../../components/page-hero';
import { PreviewBanner } from '../../../components/preview-banner';
import { RequestButton } from '../../../components/request-button';
import { commonCopy } from '../../../copy/common';
import { digitalMarketingCopy } from '../../../copy/digital-marketing';

/** The digital marketing page: smm, seo, adc and cm, each with a Request button carrying its code. */
export function DigitalMarketingPage() {
  return (
    <>
      <PageMeta title={digitalMarketingCopy.metaTitle} description={digitalMarketingCopy.metaDescription} />
      <PreviewBanner />
      <PageHero
        id="digital-marketing-title"
        page="digital-marketing"
        art={<MarketingArt />}
        eyebrow={digitalMarketingCopy.eyebrow}
        title={digitalMarketingCopy.title}
        lead={digitalMarketingCopy.lead}
        actions={
          <Actions>
            <RequestButton purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
          </Actions>
        }
      />
      <OfferList
        id="marketing-services-heading"
        heading={digitalMarketingCopy.itemsHeading}
        codes={digitalMarketingCopy.codes}
        points={digitalMarketingCopy.points}
        loading={digitalMarketingCopy.loading}
        failure={digitalMarketingCopy.failure}
        buttonLabel={commonCopy.request}
        buttonContext={(offer) => offer.title}
        icons={{ smm: MegaphoneIcon, seo: SearchIcon, adc: TargetIcon, cm: DocumentIcon }}
      />
      <CtaBand id="marketing-cta" heading={digitalMarketingCopy.ctaHeading} body={digitalMarketingCopy.ctaBody}>
        <RequestButton $variant="secondary" purpose="consultation">{commonCopy.bookConsultation}</RequestButton>
      </CtaBand>
    </>
  );
}
