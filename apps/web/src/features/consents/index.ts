// What other features may use of the consents: the block the profile page shows.
export { ConsentsBlock } from './components/ConsentsBlock';
