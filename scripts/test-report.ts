import fs from 'node:fs';
import path from 'node:path';

/** The machine's CPU counters (Linux's /proc/stat), in clock ticks; null where there are none. */
export interface CpuSample {
  busy: number;
  idle: number;
  iowait: number;
  steal: number;
}

export function cpuSample(): CpuSample | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq, idle, iowait, steal };
  } catch {
    return null;
  }
}

/** Shares of the time between two samples, in per cent of all the cores' time. */
export function cpuUse(
  before: CpuSample | null,
  after: CpuSample | null,
): { busy: number; iowait: number; steal: number } | null {
  if (!before || !after) return null;
  const delta = (key: keyof CpuSample) => after[key] - before[key];
  const all = delta('busy') + delta('idle') + delta('iowait') + delta('steal');
  if (all <= 0) return null;
  const share = (value: number) => (100 * value) / all;
  return { busy: share(delta('busy')), iowait: share(delta('iowait')), steal: share(delta('steal')) };
}

export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  // Rounded first, so 119.6 s reads "2 min 00 s" rather than "1 min 60 s".
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `${minutes} min ${String(whole - minutes * 60).padStart(2, '0')} s`;
}

export interface TestFileTime {
  step: string;
  file: string;
  seconds: number;
}

interface VitestReport {
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** How long each test file of a step's JSON report took: Vitest's own span, or the sum of a journeys file's tests. */
export function slowestFiles(step: string, report: { file: string; kind: 'vitest' | 'playwright' }): TestFileTime[] {
  const json: unknown = JSON.parse(fs.readFileSync(report.file, 'utf8'));
  if (report.kind === 'vitest') {
    return (json as VitestReport).testResults.map((result) => ({
      step,
      file: result.name,
      seconds: (result.endTime - result.startTime) / 1000,
    }));
  }
  const { config, suites } = json as { config: { rootDir: string }; suites: PlaywrightSuite[] };
  const byFile = new Map<string, number>();
  const add = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) byFile.set(suite.file, (byFile.get(suite.file) ?? 0) + result.duration);
      }
    }
    suite.suites?.forEach(add);
  };
  suites.forEach(add);
  return [...byFile].map(([file, ms]) => ({ step, file: path.resolve(config.rootDir, file), seconds: ms / 1000 }));
}
