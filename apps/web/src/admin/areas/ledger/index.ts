/**
 * What other back-office areas use of this one: choosing a participant by searching the list; a
 * holder's lots and ledger on its page.
 */
export { type PickedParticipant, ParticipantPicker } from './components/ParticipantPicker';
export { HolderPoints } from './components/HolderPoints';
