import { DesignPage } from '../features/design/components/design-page';

export default DesignPage;
