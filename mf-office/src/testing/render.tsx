// The site's shared test helpers.
export { currentLocation, jsonResponse, renderAt, stubApi } from '@agency/shared-ui/src/testing';
