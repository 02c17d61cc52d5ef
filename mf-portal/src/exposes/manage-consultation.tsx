import { ManageConsultationPage } from '../features/consultations/components/manage-consultation-page';

/** Open to everyone: the emailed token, not a session, proves the booker; nothing changes until they press. */
export default ManageConsultationPage;
