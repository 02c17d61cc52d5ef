import { ApiError } from '@agency/shared-auth';

/**
 * For the academy's public data (the tutorials, a tutorial, a certificate): a stored sign-in the server no
 * longer accepts answers 401, which has already signed the visitor out (the API client does that on any
 * 401). The data is public, so ask once more, now as a guest, instead of replacing it with the 401's text.
 */
export function publicCall<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args: A) => {
    try {
      return await call(...args);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return call(...args);
      throw error;
    }
  };
}
