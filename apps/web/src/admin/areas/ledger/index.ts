/** What other back-office areas use of this one: choosing a participant by searching the list. */
export { type PickedParticipant, ParticipantPicker } from './components/ParticipantPicker';
