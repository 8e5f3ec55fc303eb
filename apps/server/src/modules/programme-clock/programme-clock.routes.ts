import { devClockApi } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ProgrammeClock } from '../../lib/clock.js';
import { ValidationError } from '../../lib/errors.js';
import { isLoopbackRequest, keepsDemoToLoopback } from '../../lib/loopback.js';
import { anyone } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { notFoundAnswer } from '../../plugins/errors.js';
import { moveClockForward, resetClock } from './programme-clock.repository.js';

export const CLOCK_FORWARD_ONLY = 'Zegar programu można tylko przesuwać do przodu.';

/**
 * Development only (ADR 0059): the programme clock every process of the database follows. Each
 * request first catches up with a move another process made (one indexed look-up per tenth of a
 * second, ProgrammeClock), then GET and POST /dev/clock read and move it, to this computer only
 * as the outbox (ADR 0054). A production app has no programme clock and refuses to build with
 * this plugin.
 */
export const programmeClockPlugin = fp<{ clock: ProgrammeClock }>(async (app, { clock }) => {
  if (app.config.isProduction) throw new Error('The programme clock cannot be registered in production.');

  app.addHook('onRequest', async () => clock.follow());

  const nearby = (request: FastifyRequest) => !keepsDemoToLoopback(app.config) || isLoopbackRequest(request);
  const answer = () => ({
    success: true as const,
    now: clock.now().toISOString(),
    real: clock.real.now().toISOString(),
  });

  route(app, devClockApi.show, { access: anyone }, async (request, reply) => {
    if (!nearby(request)) return notFoundAnswer(reply);
    await clock.reload();
    return answer();
  });

  route(app, devClockApi.move, { access: anyone }, async (request, reply) => {
    if (!nearby(request)) return notFoundAnswer(reply);
    const movedAt = clock.real.now().toISOString();
    const { now } = request.body;
    if (now === null) {
      await resetClock(app.db, movedAt);
      clock.use(0);
    } else {
      const offset = clock.offsetFor(new Date(now));
      if (!(await moveClockForward(app.db, offset, movedAt))) throw ValidationError.field('now', CLOCK_FORWARD_ONLY);
      clock.use(offset);
    }
    request.log.info({ now: clock.now().toISOString() }, 'programme clock moved');
    return answer();
  });
});
