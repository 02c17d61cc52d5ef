import { ServicesPage } from '../features/services/components/services-page';

export default ServicesPage;
