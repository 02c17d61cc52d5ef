import { WorkPage } from '../features/work/components/work-page';

export default WorkPage;
