import { NewsletterConfirmPage } from '../features/newsletter-links/components/newsletter-confirm-page';

export default NewsletterConfirmPage;
