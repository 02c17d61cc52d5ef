// The site's shared test helpers.
export { currentLocation, jsonResponse, renderAt } from '@agency/shared-ui/src/testing';
