import { TutorialDetailPage } from '../features/tutorial-detail/components/tutorial-detail-page';

export default TutorialDetailPage;
