import { paths } from '@agency/shared-auth';
import { renderStandalone } from '@agency/shared-ui/src/standalone';
import About from './exposes/about';
import CaseStudy from './exposes/case-study';
import Design from './exposes/design';
import DigitalMarketing from './exposes/digital-marketing';
import Faqs from './exposes/faqs';
import Home from './exposes/home';
import Mentorship from './exposes/mentorship';
import Packages from './exposes/packages';
import Services from './exposes/services';

// Standalone development of the marketing remote (the composed site routes through the shell instead).
renderStandalone({
  [paths.home]: <Home />,
  [paths.homeAlias]: <Home />,
  [paths.about]: <About />,
  [paths.services]: <Services />,
  [paths.packages]: <Packages />,
  [paths.design]: <Design />,
  [paths.digitalMarketing]: <DigitalMarketing />,
  [paths.mentorship]: <Mentorship />,
  [paths.faqs]: <Faqs />,
  '/work/:slug': <CaseStudy />,
  '*': <Home />,
});
