import { findPairApi } from '@portal/contract/routes';
import { call } from '../../../lib/api';

/** START, or back into the running game: the board, face down but for what was earned. */
export const createFindPair = (slug: string) => call(findPairApi.create, { params: { slug } });

/** Turns a card: its face comes from the server now. */
export const storeCard = (gameId: number, cardId: number) =>
  call(findPairApi.storeCard, { params: { id: gameId }, body: { card_id: cardId } });

/** The server says whether the two turned cards are a pair. */
export const checkCards = (gameId: number, cards: [number, number]) =>
  call(findPairApi.checkCards, { params: { id: gameId }, body: { selected_cards: cards } });

/** "Zakończ": the game ends as it stands. */
export const storeFindPair = (gameId: number) => call(findPairApi.store, { params: { id: gameId } });
