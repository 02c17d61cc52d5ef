import { ConfirmBookingPage } from '../features/account-links/components/confirm-booking-page';

/** Open to everyone: the emailed token, not a session, proves the owner (POST /api/confirm_booking is public). */
export default ConfirmBookingPage;
