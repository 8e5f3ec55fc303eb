// What other features may use of auth: the page-wide user. Its forms and pages stay inside.
export { userQueryKey, userQueryOptions, useUser } from './api/user';
