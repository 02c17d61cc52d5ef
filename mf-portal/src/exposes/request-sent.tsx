import { RequestSentPage } from '../features/password/components/request-sent-page';

export default RequestSentPage;
