import { UnsubscribePage } from '../features/newsletter-links/components/unsubscribe-page';

export default UnsubscribePage;
