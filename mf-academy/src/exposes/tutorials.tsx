import { TutorialsPage } from '../features/tutorials/components/tutorials-page';

export default TutorialsPage;
