import { millionairesApi } from '@portal/contract';
import { member, sameOriginOnly } from '../../plugins/access/policies.js';
import { playerAccess, viewerAccess } from '../quizzes/quiz-engine.js';
import { moveCall, quizCall, quizRoutes } from '../quizzes/quiz-routes.js';
import {
  checkIfStart,
  currentQuestion,
  millionaires,
  millionairesState,
  startMillionaires,
  storeAnswer,
  useLifebuoy,
} from './millionaires.service.js';

/** The millionaires quiz (docs/product/quizzes.md, millionaires-* calls). */
export const millionairesRoutes = quizRoutes(millionaires, [
  quizCall(millionairesApi.state, viewerAccess, (play, { params }) => millionairesState(play, params.slug)),
  quizCall(millionairesApi.checkIfStart, member(sameOriginOnly), (play, { params }) => checkIfStart(play, params.slug)),
  quizCall(millionairesApi.question, viewerAccess, (play, { params }) => currentQuestion(play, params.slug)),
  quizCall(millionairesApi.start, playerAccess, (play, { params }) => startMillionaires(play, params.slug)),
  moveCall(millionairesApi.answer, playerAccess, (move, { body }) => storeAnswer(move, body)),
  moveCall(millionairesApi.lifebuoy, playerAccess, (move, { body }) => useLifebuoy(move, body)),
]);
