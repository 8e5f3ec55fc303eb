/**
 * What other back-office areas use of this one: choosing a participant by searching the list; a
 * holder's lots and ledger on its page; the versions of the points rules (the settings), and their
 * query's key, which a change of the rules makes stale.
 */
export { type PickedParticipant, ParticipantPicker } from './components/ParticipantPicker';
export { HolderPoints } from './components/HolderPoints';
export { PolicyVersions } from './components/PolicyVersions';
export { policiesKey } from './api/points';
