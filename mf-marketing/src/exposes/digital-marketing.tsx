import { DigitalMarketingPage } from '../features/digital-marketing/components/digital-marketing-page';

export default DigitalMarketingPage;
