/** Texts of the spec that belong to the API client itself (section 8). */
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection.';
/** Used when a failed call carries no `detail` and the screen has no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';
