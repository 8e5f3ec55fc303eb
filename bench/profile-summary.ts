interface CallFrame {
  functionName: string;
  url: string;
  /** "0" for V8's and Node's own C++ functions. */
  scriptId: string | number;
}

/** The parts of a V8 CPU profile (`node --cpu-prof`) that say where the time went. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; hitCount?: number }[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface Share {
  where: string;
  /** Of the time the process was busy, 0–1. */
  share: number;
}

/**
 * Who a function's time belongs to: V8's own entries ("(idle)", "(garbage collector)"), a
 * function of Node's C++ side by name (the sockets' `writev` above all, docs/performance.md),
 * code generated at run time, a part of Node, a package, or the portal's own code.
 */
function owner({ functionName, url, scriptId }: CallFrame): string {
  if (functionName.startsWith('(')) return functionName;
  if (functionName.startsWith('RegExp:')) return '(regular expressions)';
  // Code made at run time (the answers' serializers, the validators) has a script but no file.
  if (url === '') return String(scriptId) === '0' ? `native ${functionName || '(anonymous)'}` : '(generated code)';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.split('/')[0]!;
  if (url.includes('/apps/server/')) return 'the portal';
  return url.slice(url.lastIndexOf('/') + 1);
}

/**
 * Self time by owner, largest first: what a process spent its busy time on, not who called whom.
 * Idle time is left out: the portal also idles while the bench measures the bare server.
 */
export function summarizeProfile(profile: CpuProfile, top = 10): Share[] {
  const ownerOf = new Map(profile.nodes.map((node) => [node.id, owner(node.callFrame)]));
  const time = new Map<string, number>();
  const add = (where: string, amount: number) => time.set(where, (time.get(where) ?? 0) + amount);
  const { samples = [], timeDeltas = [] } = profile;
  if (samples.length > 0) {
    // Each delta is the time since the previous sample, spent where the sample found the process.
    samples.forEach((id, i) => add(ownerOf.get(id) ?? '(unknown)', timeDeltas[i] ?? 0));
  } else {
    for (const node of profile.nodes) add(ownerOf.get(node.id)!, node.hitCount ?? 0);
  }
  time.delete('(idle)');
  const total = [...time.values()].reduce((sum, value) => sum + value, 0) || 1;
  return [...time.entries()]
    .map(([where, amount]) => ({ where, share: amount / total }))
    .sort((a, b) => b.share - a.share)
    .slice(0, top);
}

export const formatShares = (shares: Share[]) =>
  shares.map(({ where, share }) => `${(share * 100).toFixed(1).padStart(5)} %  ${where}`).join('\n');
