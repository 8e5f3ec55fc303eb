/** What other back-office areas use of this one: the settings' calls and the on/off switch (the vote's screen flips `vote_open`). */
export { useAdminSettings, useUpdateSettings } from './api/settings';
export { Switch } from './components/Switch';
