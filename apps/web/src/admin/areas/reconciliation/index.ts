/** What other back-office areas use of this one: the dashboard's line about the last reconciliation. */
export { ReconciliationStatus } from './components/ReconciliationStatus';
