import { queryClient } from '@agency/shared-auth';

// The site's shared test helpers; the API is stood in for by '@agency/contracts/testing/msw' (mockApi).
export { currentLocation, renderAt } from '@agency/shared-ui/testing';

// The page's one QueryClient outlives a test: start each with no cached answer.
afterEach(() => queryClient.clear());
