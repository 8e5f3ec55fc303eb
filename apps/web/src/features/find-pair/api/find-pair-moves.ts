import {
  type FindPairCheckCardsAnswer,
  type FindPairCreateAnswer,
  type FindPairStoreAnswer,
  type FindPairStoreCardAnswer,
  quizSlugs,
} from '@portal/contract';
import { api } from '../../../lib/api';

/** START, or back into the running game: the board, face down but for what was earned. */
export const createFindPair = () => api<FindPairCreateAnswer>('GET', `/api/find-pair-create/${quizSlugs.findPair}`);

/** Turns a card: its face comes from the server now. */
export const storeCard = (gameId: number, cardId: number) =>
  api<FindPairStoreCardAnswer>('POST', `/api/find-pair-store-card/${gameId}`, { card_id: cardId });

/** The server says whether the two turned cards are a pair. */
export const checkCards = (gameId: number, cards: [number, number]) =>
  api<FindPairCheckCardsAnswer>('POST', `/api/find-pair-check-cards/${gameId}`, { selected_cards: cards });

/** "Zakończ": the game ends as it stands. */
export const storeFindPair = (gameId: number) => api<FindPairStoreAnswer>('GET', `/api/find-pair-store/${gameId}`);
