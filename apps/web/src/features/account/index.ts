// What other features may use of the account: its figures (the orders and profile pages read them).
export { useAccount } from './api/account';
