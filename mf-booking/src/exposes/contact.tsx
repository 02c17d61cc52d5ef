import { ContactPage } from '@/features/contact/components/contact-page';

export default ContactPage;
