import { PackagesPage } from '../features/packages/components/packages-page';

export default PackagesPage;
