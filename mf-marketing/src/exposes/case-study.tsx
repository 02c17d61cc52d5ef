import { CaseStudyPage } from '../features/work/components/case-study-page';

export default CaseStudyPage;
