import { z } from 'zod';
import { defineCall } from './api-call.js';

/** The programme clock's time and the real time, both ISO 8601. */
const clockAnswer = z.object({ success: z.literal(true), now: z.string(), real: z.string() });

export const DEV_CLOCK_FORMAT = 'Podaj chwilę w formacie ISO 8601 (np. 2025-09-09T10:00:00+02:00) albo null.';

/**
 * Development only (ADR 0059): the programme clock, which dates entries, lots, orders and imports
 * and gives the jobs and reports their Warsaw day. A production server does not register these
 * calls.
 */
export const devClockApi = {
  show: defineCall({
    method: 'GET',
    path: '/dev/clock',
    tag: 'development',
    summary: 'Development only: the programme clock and the real time.',
    answer: clockAnswer,
  }),
  move: defineCall({
    method: 'POST',
    path: '/dev/clock',
    tag: 'development',
    summary:
      'Development only: moves the programme clock of every process forward to `now`, or back to real time with null.',
    body: z.object({
      now: z.iso.datetime({ offset: true, error: DEV_CLOCK_FORMAT }).nullable(),
    }),
    answer: clockAnswer,
  }),
};
