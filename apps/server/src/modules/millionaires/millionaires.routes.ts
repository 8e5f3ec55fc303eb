import { millionairesApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/api/route.js';
import { member, sameOriginOnly } from '../../plugins/access/policies.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { playerAccess, viewerAccess } from '../quizzes/quiz-access.js';
import {
  checkIfStart,
  currentQuestion,
  millionairesState,
  startMillionaires,
  storeAnswer,
  useLifebuoy,
} from './millionaires.service.js';

/** The millionaires quiz (docs/product/quizzes.md, millionaires-* calls). */
export const millionairesRoutes: FastifyPluginAsync = async (app) => {
  route(app, millionairesApi.state, { access: viewerAccess }, async (request) =>
    millionairesState(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, millionairesApi.checkIfStart, { access: member(sameOriginOnly) }, async (request) =>
    checkIfStart(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, millionairesApi.question, { access: viewerAccess }, async (request) =>
    currentQuestion(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, millionairesApi.start, { access: playerAccess }, async (request) =>
    startMillionaires(app.db, app.clock, actorOf(request), request.params.slug),
  );

  route(app, millionairesApi.answer, { access: playerAccess }, async (request) =>
    storeAnswer(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );

  route(app, millionairesApi.lifebuoy, { access: playerAccess }, async (request) =>
    useLifebuoy(app.db, app.clock, actorOf(request), request.params.id, request.body),
  );
};
