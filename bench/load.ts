import autocannon from 'autocannon';
import type { LoadScenario, Measured } from './scenario.js';

/**
 * One load scenario, run by autocannon in a process of its own (the bench starts it on the
 * other core), so that generating the load does not take time from the server it measures.
 * Reads the scenario as JSON on stdin and prints what it measured as JSON on stdout.
 */
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const scenario = JSON.parse(Buffer.concat(chunks).toString()) as LoadScenario;

let nextCaller = 0;
let nextKey = 0;
const result = await autocannon({
  url: scenario.url,
  connections: scenario.connections,
  duration: scenario.seconds,
  headers: scenario.headers ?? {},
  requests: [
    {
      method: scenario.method,
      path: scenario.path,
      setupRequest: (request, context: { caller?: number }) => {
        const callers = scenario.callers;
        if (!callers.length) return request;
        context.caller ??= nextCaller++ % callers.length;
        const caller = callers[context.caller]!;
        return {
          ...request,
          headers: {
            ...request.headers,
            cookie: caller.cookie,
            ...(caller.xsrf ? { 'x-xsrf-token': caller.xsrf } : {}),
            ...(caller.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(scenario.idempotencyKey ? { 'idempotency-key': `bench-${process.pid}-${nextKey++}` } : {}),
          },
          ...(caller.body === undefined ? {} : { body: JSON.stringify(caller.body) }),
        };
      },
    },
  ],
});

const measured: Measured = {
  name: scenario.name,
  requests_per_second: Math.round(result.requests.average),
  p50_ms: result.latency.p50,
  p99_ms: result.latency.p99,
  requests: result.requests.total,
  errors: result.errors + result.timeouts + result.non2xx,
};
process.stdout.write(JSON.stringify(measured));
