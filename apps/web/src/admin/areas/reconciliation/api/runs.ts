import { adminReconciliationApi } from '@portal/contract/admin-routes';
import { adminCall } from '../../../kit/api';

export const reconciliationKey = ['admin', 'reconciliation'] as const;
export const runsKey = [...reconciliationKey, 'runs'] as const;
export const lastRunKey = [...reconciliationKey, 'last'] as const;
export const runKey = (id: number) => [...reconciliationKey, 'run', id] as const;
/** The dashboard shows the last run too: a run now refreshes it. */
export const dashboardKey = ['admin', 'dashboard'] as const;

/** The runs, newest first unless the list sorts otherwise. */
export const listRuns = (query: Record<string, string | number>) => adminCall(adminReconciliationApi.list, { query });

/** The newest run; none before the first. */
export const lastRun = async () =>
  (await adminCall(adminReconciliationApi.list, { query: { per_page: 1 } })).items.data[0] ?? null;

/** One run with its checks and their differences. */
export const loadRun = async (id: number) => (await adminCall(adminReconciliationApi.one, { params: { id } })).run;

/** Runs the reconciliation now; answers the stored run. */
export const runNow = async () => (await adminCall(adminReconciliationApi.run)).run;
