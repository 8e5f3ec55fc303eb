import { crosswordApi } from '@portal/contract';
import { playerAccess, playerGetAccess, viewerAccess } from '../quizzes/quiz-engine.js';
import { quizCall, quizRoutes } from '../quizzes/quiz-routes.js';
import { createCrossword, crossword, crosswordTime, showCrossword, storeCrossword } from './crossword.service.js';

/** The crossword (docs/product/quizzes.md, crossword-* calls). */
export const crosswordRoutes = quizRoutes(crossword, [
  quizCall(crosswordApi.showTime, viewerAccess, (play, { params }) => crosswordTime(play, params.slug)),
  quizCall(crosswordApi.show, playerAccess, (play, { params }) => showCrossword(play, params.slug)),
  quizCall(crosswordApi.create, playerGetAccess, (play, { params }) => createCrossword(play, params.slug)),
  quizCall(crosswordApi.store, playerAccess, (play, { params, body }) => storeCrossword(play, params.slug, body)),
]);
