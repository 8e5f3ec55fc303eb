/**
 * The one-time codes sent by SMS or e-mail (sign-in, changes of the account): what other modules
 * call; the codes' tables are written only by this module's repository.
 */
export { issueCode, retireCodes, takeCode } from './one-time-codes.repository.js';
