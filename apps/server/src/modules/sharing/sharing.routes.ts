import {
  BLOCK_FORBIDDEN,
  blockSellerSchema,
  pageQuerySchema,
  POINTS_SHARED,
  SELLER_BLOCKED,
  type SellersSharingIndexAnswer,
  type SharingHistoryAnswer,
  sharingHistoryParamsSchema,
  sharePointsSchema,
  SHARING_CONDITIONS_NOT_MET,
  type SuccessAnswer,
} from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { member, refuseImpersonation, requireLeader } from '../../plugins/access/policies.js';
import { z } from 'zod';
import { actorOf } from '../../plugins/session/session.plugin.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import {
  blockSeller,
  HISTORY_FORBIDDEN,
  IMPERSONATION_BLOCK,
  IMPERSONATION_SHARE,
  sellersIndex,
  sharePoints,
  sharingHistory,
} from './sharing.service.js';

// Loose: every other header stays on the request as it came.
const shareHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(100, 'Klucz operacji jest za długi.')
    .regex(/^[\w-]+$/, 'Nieprawidłowy klucz operacji.')
    .optional(),
});

/** Leaders sharing the company pool and blocking sellers (docs/product/sharing.md). */
export const sharingRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/sellers-sharing-points-index',
    { config: { access: member(requireLeader()) } },
    async (request): Promise<SellersSharingIndexAnswer> => {
      return { success: true, ...(await sellersIndex(app.db, actorOf(request))) };
    },
  );

  app.post(
    '/api/sellers-sharing-points-store',
    {
      config: { access: member(refuseImpersonation(IMPERSONATION_SHARE), requireLeader(SHARING_CONDITIONS_NOT_MET)) },
      schema: { body: sharePointsSchema, headers: shareHeaders },
    },
    async (request): Promise<SuccessAnswer> => {
      const key = request.headers['idempotency-key'];
      await sharePoints(app.db, app.clock, actorOf(request), request.body, key);
      return { success: true, message: POINTS_SHARED };
    },
  );

  app.post(
    '/api/sellers-block',
    {
      config: { access: member(refuseImpersonation(IMPERSONATION_BLOCK), requireLeader(BLOCK_FORBIDDEN)) },
      schema: { body: blockSellerSchema },
    },
    async (request): Promise<SuccessAnswer> => {
      await blockSeller(app.db, app.clock, actorOf(request), request.body);
      return { success: true, message: SELLER_BLOCKED };
    },
  );

  app.get(
    '/api/sellers-sharing-points-history/:company',
    {
      config: { access: member(requireLeader(HISTORY_FORBIDDEN)) },
      schema: { params: sharingHistoryParamsSchema, querystring: pageQuerySchema },
    },
    async (request): Promise<SharingHistoryAnswer> => ({
      success: true,
      items: await sharingHistory(app.db, actorOf(request), request.params.company, request.query),
    }),
  );
};
