import { catalogueApi, PRIZE_ORDER_PLACED } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireSeller } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { actorOf } from '../../plugins/session/session.plugin.js';
import {
  CATALOGUE_IMPERSONATION_REFUSED,
  CATALOGUE_SELLERS_ONLY,
  cartOf,
  changeCartLine,
  listPrizes,
  myPrizeOrders,
  placePrizeOrder,
} from './catalogue.service.js';

/** The prize catalogue, the cart and prize orders (docs/product/catalogue-and-codes.md "The prize catalogue"). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  // Every participant browses; only a seller in person fills a cart and orders.
  const buying = member(refuseImpersonation(CATALOGUE_IMPERSONATION_REFUSED), requireSeller(CATALOGUE_SELLERS_ONLY));

  route(app, catalogueApi.prizes, { access: member() }, async (request) => ({
    success: true,
    ...(await listPrizes(app.db, actorOf(request), request.query)),
  }));

  route(app, catalogueApi.cart, { access: member() }, async (request) => ({
    success: true,
    cart: await cartOf(app.db, actorOf(request).userId),
  }));

  route(app, catalogueApi.setCartLine, { access: buying }, async (request) => ({
    success: true,
    cart: await changeCartLine(app.db, app.clock, actorOf(request), request.params.prizeId, request.body.quantity),
  }));

  route(app, catalogueApi.placeOrder, { access: buying }, async (request) => ({
    success: true,
    message: PRIZE_ORDER_PLACED,
    order: await placePrizeOrder(app.db, app.clock, actorOf(request), request.body, request.headers['idempotency-key']),
  }));

  route(app, catalogueApi.orders, { access: member() }, async (request) => ({
    success: true,
    items: await myPrizeOrders(app.db, actorOf(request).userId, {
      page: request.query.page,
      per_page: request.query.per_page,
    }),
  }));
};
