import { findPairApi } from '@portal/contract';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-engine.js';
import { moveCall, quizCall, quizRoutes } from '../quizzes/quiz-routes.js';
import { checkCards, createFindPair, findPair, showFindPair, storeCard, storeFindPair } from './find-pair.service.js';

/** Find a pair (docs/product/quizzes.md, find-pair-* calls). */
export const findPairRoutes = quizRoutes(findPair, [
  quizCall(findPairApi.show, viewerAccess, (play, { params }) => showFindPair(play, params.slug)),
  // START and "Zakończ" are GETs by the quiz's contract: another site must not be able to cause them.
  quizCall(findPairApi.create, playerGetAccess, (play, { params }) => createFindPair(play, params.slug)),
  moveCall(findPairApi.storeCard, playerAccess, (move, { body }) => storeCard(move, body)),
  moveCall(findPairApi.checkCards, playerAccess, (move, { body }) => checkCards(move, body)),
  moveCall(findPairApi.store, playerGetAccess, (move) => storeFindPair(move)),
]);
