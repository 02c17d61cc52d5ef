import { MentorshipPage } from '../features/mentorship/components/mentorship-page';

export default MentorshipPage;
