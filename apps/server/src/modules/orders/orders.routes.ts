import { ORDER_ACCEPTED, ordersApi } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireSeller, sameOriginOnly } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  createOrder,
  drawQuestion,
  ORDER_IMPERSONATION_REFUSED,
  ORDER_SELLERS_ONLY,
  userOrders,
} from './orders.service.js';

/** Card top-up orders (docs/product/cards-and-orders.md). */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  // Drawing the question remembers it for the order that follows: a GET that changes state, so
  // only the portal's own page may make it, and only the seller in person.
  const ordering = [refuseImpersonation(ORDER_IMPERSONATION_REFUSED), requireSeller(ORDER_SELLERS_ONLY)];
  route(app, ordersApi.question, { access: member(sameOriginOnly, ...ordering) }, async (request) => ({
    success: true,
    question: await drawQuestion(app.db, app.clock, actorOf(request)),
  }));

  route(app, ordersApi.create, { access: member(...ordering) }, async (request) => {
    const key = request.headers['idempotency-key'];
    await createOrder(app.db, app.clock, actorOf(request), request.body, key);
    return { success: true, message: ORDER_ACCEPTED };
  });

  route(app, ordersApi.list, { access: member() }, async (request) => ({
    success: true,
    items: await userOrders(app.db, actorOf(request).userId, request.query),
  }));
};
