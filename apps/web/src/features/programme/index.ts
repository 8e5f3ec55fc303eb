// What other features may use of the programme: its settings and the three steps.
export { settingsQueryKey, useSettings } from './api/settings';
export { ProgrammeSteps } from './components/ProgrammeSteps';
