/**
 * `npm test`: every check of the repository in steps, some side by side, each timed. At the end
 * it prints a table of the steps (wall time, and how busy the machine's cores were meanwhile) and
 * the ten slowest test files, so that a step or a file that grows slow is seen in every run.
 * docs/testing.md says how the suite is laid out and what each step costs.
 *
 *   npm test                     every step
 *   npm test -- unit:sqlite lint only the steps named (see STEPS below)
 *
 * The API suite runs a second time on PostgreSQL when TEST_DATABASE_URL is set, as in CI.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSample, type CpuSample, cpuUse, formatSeconds, slowestFiles, type TestFileTime } from './test-report.js';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the steps leave their JSON reports (kept for a look after the run; ignored by git). */
const reportDir = path.join(rootDir, 'test-results');

interface Step {
  name: string;
  /** The command, run from the repository root with node_modules/.bin on the PATH. */
  command: string[];
  /** A test step's JSON report, read for the slowest files. */
  report?: { file: string; kind: 'vitest' | 'playwright' };
  /** Why the step is left out of this run, when it is. */
  skipped?: string | undefined;
}

const vitest = (name: string, projects: string[]): Step => ({
  name,
  command: [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reportDir, `${name.replace(':', '-')}.json`)}`,
  ],
  report: { file: path.join(reportDir, `${name.replace(':', '-')}.json`), kind: 'vitest' },
});

/**
 * The steps, phase by phase: the steps of one phase run side by side, a phase starts when the one
 * before it has passed. Side by side only where the steps leave each other room: the type check
 * and ESLint each keep one core busy. Each test step spreads its own work over every core, and two
 * of them at once took longer than one after the other (docs/testing.md).
 */
const PHASES: Step[][] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  ],
  [vitest('unit:sqlite', ['server:sqlite', 'web', 'contract', 'bench'])],
  [
    {
      ...vitest('unit:postgres', ['server:postgres']),
      skipped: process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set',
    },
  ],
  [vitest('process', ['reliability:process'])],
  [{ name: 'build', command: ['npm', 'run', '--silent', 'build'] }],
  [
    {
      name: 'journeys',
      command: ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
      report: { file: path.join(reportDir, 'journeys.json'), kind: 'playwright' },
    },
  ],
];

interface Outcome {
  step: Step;
  seconds: number;
  cpu: ReturnType<typeof cpuUse>;
  code: number | null;
}

/** Runs one step; side by side with others, its output is held and printed once it ends. */
function run(step: Step, alone: boolean): Promise<Outcome> {
  const started = Date.now();
  const before: CpuSample | null = cpuSample();
  const output: Buffer[] = [];
  return new Promise((resolve) => {
    const child = spawn(step.command[0]!, step.command.slice(1), {
      cwd: rootDir,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PATH: `${path.join(rootDir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
        // Where the journeys' JSON report goes (apps/web/playwright.config.ts).
        ...(step.report?.kind === 'playwright' && { PLAYWRIGHT_JSON_OUTPUT_FILE: step.report.file }),
        ...(!alone && { FORCE_COLOR: '0' }),
      },
    });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => {
      output.push(Buffer.from(`${step.command[0]}: ${error.message}\n`));
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n── ${step.name} (${formatSeconds(seconds)}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, seconds, cpu: cpuUse(before, cpuSample()), code });
    });
  });
}

async function main(): Promise<number> {
  const wanted = new Set(process.argv.slice(2));
  const known = PHASES.flat().map((step) => step.name);
  const unknown = [...wanted].filter((name) => !known.includes(name));
  if (unknown.length) {
    console.error(`No such step: ${unknown.join(', ')}. The steps: ${known.join(', ')}.`);
    return 2;
  }
  fs.mkdirSync(reportDir, { recursive: true });
  const outcomes: Outcome[] = [];
  const started = Date.now();
  let failed = false;
  for (const phase of PHASES) {
    const steps = phase.filter((step) => (wanted.size === 0 || wanted.has(step.name)) && !step.skipped);
    for (const step of phase) {
      if (step.skipped && (wanted.size === 0 || wanted.has(step.name)))
        console.log(`\n${step.name}: skipped (${step.skipped})`);
    }
    if (steps.length === 0) continue;
    console.log(`\n▶ ${steps.map((step) => step.name).join(' + ')}`);
    const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
    outcomes.push(...results);
    if (results.some((result) => result.code !== 0)) {
      failed = true;
      break;
    }
  }
  printSummary(outcomes, (Date.now() - started) / 1000);
  return failed ? 1 : 0;
}

function printSummary(outcomes: Outcome[], total: number): void {
  console.log('\nStep times (cores busy: the whole machine meanwhile, other steps side by side included)');
  for (const { step, seconds, cpu, code } of outcomes) {
    const use = cpu
      ? `  cores busy ${cpu.busy.toFixed(0).padStart(3)} %  iowait ${cpu.iowait.toFixed(0)} %  steal ${cpu.steal.toFixed(0)} %`
      : '';
    console.log(
      `  ${step.name.padEnd(14)} ${formatSeconds(seconds).padStart(8)}${use}${code === 0 ? '' : `  FAILED (${code})`}`,
    );
  }
  console.log(`  ${'all'.padEnd(14)} ${formatSeconds(total).padStart(8)}`);

  const files: TestFileTime[] = [];
  for (const { step } of outcomes) {
    if (step.report && fs.existsSync(step.report.file)) files.push(...slowestFiles(step.name, step.report));
  }
  if (files.length === 0) return;
  console.log('\nThe ten slowest test files');
  for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
    console.log(
      `  ${formatSeconds(file.seconds).padStart(8)}  ${file.step.padEnd(13)} ${path.relative(rootDir, file.file)}`,
    );
  }
}

process.exitCode = await main();
