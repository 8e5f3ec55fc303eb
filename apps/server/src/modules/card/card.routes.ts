import { CARD_CONFIRMED, CARD_ORDERED, cardApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireSeller } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import { CARD_IMPERSONATION_REFUSED, CARD_SELLERS_ONLY, confirmCard, orderCard, showCard } from './card.service.js';

/** The seller's prepaid card (docs/product/cards-and-orders.md). */
export const cardRoutes: FastifyPluginAsync = async (app) => {
  route(app, cardApi.show, { access: member() }, async (request) => ({
    success: true,
    ...(await showCard(app.db, actorOf(request))),
  }));

  route(app, cardApi.confirm, { access: member(refuseImpersonation(CARD_IMPERSONATION_REFUSED)) }, async (request) => {
    const card = await confirmCard(app.db, app.clock, actorOf(request), request.params.id, request.body.number);
    return { success: true, message: CARD_CONFIRMED, card };
  });

  route(
    app,
    cardApi.order,
    { access: member(refuseImpersonation(CARD_IMPERSONATION_REFUSED), requireSeller(CARD_SELLERS_ONLY)) },
    async (request) => {
      await orderCard(app.db, app.clock, actorOf(request));
      return { success: true, message: CARD_ORDERED };
    },
  );
};
