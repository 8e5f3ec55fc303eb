// What other features may use of the account: its figures (the orders and profile pages read them).
export { useAccount } from './api/account';
// The one sentence about who changes which data, on both profile pages (ADR 0015).
export { WhoChangesWhat } from './components/MyDataCard';
