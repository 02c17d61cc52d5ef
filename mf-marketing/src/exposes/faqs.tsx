import { FaqsPage } from '../features/faqs/components/faqs-page';

export default FaqsPage;
