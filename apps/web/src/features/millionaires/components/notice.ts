/** The millionaires quiz's notifications stay 6 seconds. */
export const MILLIONAIRES_NOTICE_MS = 6000;
