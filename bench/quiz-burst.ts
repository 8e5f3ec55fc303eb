import type { MillionairesAnswerResult, MillionairesStartAnswer } from '@portal/contract';
import type { Caller, Measured } from './scenario.js';

/**
 * The quiz burst: every player presses START on millionaires at the same moment and answers its
 * five questions as fast as the answers come back. Against the bare reference server the same
 * players send the same six requests, so both p99s are measured under one shape of load.
 * Reads { url, slug, players, key, bare } as JSON on stdin; prints what it measured.
 */
interface Burst {
  name: string;
  url: string;
  slug: string;
  players: Caller[];
  /** Question id → the right answer's id. */
  key: Record<number, number>;
  bare: boolean;
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const burst = JSON.parse(Buffer.concat(chunks).toString()) as Burst;

const latencies: number[] = [];
let errors = 0;

async function send<T>(caller: Caller, path: string, body: unknown): Promise<T | undefined> {
  const started = performance.now();
  try {
    const response = await fetch(burst.url + path, {
      method: 'POST',
      headers: { cookie: caller.cookie, 'x-xsrf-token': caller.xsrf ?? '', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { success?: boolean };
    if (!response.ok || answer.success !== true) errors++;
    return answer;
  } catch {
    errors++;
    return undefined;
  } finally {
    latencies.push(performance.now() - started);
  }
}

async function play(caller: Caller): Promise<void> {
  if (burst.bare) {
    for (let step = 0; step < 6; step++) await send(caller, '/', {});
    return;
  }
  const started = await send<MillionairesStartAnswer>(caller, `/api/millionaires-store/${burst.slug}`, {
    regulations: true,
  });
  let question = started?.question;
  const attempt = started?.userMillionaire.id;
  while (question && attempt) {
    const result: MillionairesAnswerResult | undefined = await send(
      caller,
      `/api/millionaires-store-answer/${attempt}`,
      {
        question: question.id,
        answer: burst.key[question.id],
      },
    );
    question = result?.question ?? undefined;
  }
}

const began = performance.now();
await Promise.all(burst.players.map(play));
const seconds = (performance.now() - began) / 1000;

latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]! * 100) / 100;
const measured: Measured = {
  name: burst.name,
  requests_per_second: Math.round(latencies.length / seconds),
  p50_ms: percentile(0.5),
  p99_ms: percentile(0.99),
  requests: latencies.length,
  errors,
};
process.stdout.write(JSON.stringify(measured));
