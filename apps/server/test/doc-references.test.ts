import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every comment and document points only at what the next engineer can open: a file of this
 * repository that exists. Names of documents kept outside it, and issue numbers of a tracker, are
 * refused; so is a repository path, a Markdown link or an ADR number that names nothing.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const thisFile = path
  .relative(root, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/');

/** Generated or vendored files, and binaries, are not read. */
const unread = [/(^|\/)node_modules\//, /(^|\/)dist\//, /(^|\/)package-lock\.json$/];

/** What names a document outside the repository or an issue of a tracker. */
const outside: { what: string; pattern: RegExp }[] = [
  { what: 'a specification outside the repository', pattern: /\bspec\/[\w-]+\.md/i },
  { what: 'a specification outside the repository', pattern: /\bspecs? [\w-]+\.md\b/i },
  {
    what: 'a specification outside the repository',
    pattern:
      /\b(access-and-account|content-and-engagement|points-lifecycle|campaigns-and-controls|privacy-tax-integrations)\.md\b/,
  },
  { what: 'the design notes outside the repository', pattern: /\bDESIGN\.md\b/ },
  { what: 'a folder outside the repository', pattern: /\.\.\/shared\b/ },
  { what: 'an issue number', pattern: /\bissues? #?\d+/i },
  { what: 'an issue number', pattern: /(?<![\w&#/'"`-])#\d{1,4}\b(?![\w-])/ },
];

/** A repository path written in a comment or a document (up to a space, a quote or a bracket). */
const repositoryPath = /(?<![\w./@-])((?:docs|apps|packages|bench|scripts|deploy)\/[\w.@/*-]*[\w/*])/g;
/** A relative Markdown link. */
const markdownLink = /\]\(((?!https?:|mailto:|#)[^)\s]+?)(?:#[^)]*)?\)/g;
const adrNumber = /\bADRs? (\d{4})\b/g;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && !unread.some((pattern) => pattern.test(file)));
}

export interface Problem {
  file: string;
  line: number;
  problem: string;
}

/** The problems of one file's text; `exists` answers whether a repository path names something. */
export function referenceProblems(file: string, text: string, exists: (repoPath: string) => boolean): Problem[] {
  const problems: Problem[] = [];
  const isMarkdown = file.endsWith('.md');
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const { what, pattern } of outside) {
      const found = pattern.exec(content);
      if (found) problems.push({ file, line, problem: `${what}: "${found[0]}"` });
    }
    for (const [, candidate] of content.matchAll(repositoryPath)) {
      if (!candidate || /[*<>{}…]|\/dist(\/|$)|node_modules/.test(candidate)) continue;
      if (!exists(candidate)) problems.push({ file, line, problem: `no such path: ${candidate}` });
    }
    if (isMarkdown) {
      for (const [, target] of content.matchAll(markdownLink)) {
        if (!target || /[*<>{}…]/.test(target)) continue;
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        if (!exists(resolved.replace(/\/$/, ''))) problems.push({ file, line, problem: `broken link: ${target}` });
      }
    }
    for (const [, number] of content.matchAll(adrNumber)) {
      if (!exists(`docs/decisions/${number}`)) problems.push({ file, line, problem: `no such record: ADR ${number}` });
    }
  });
  return problems;
}

/** Whether git ignores a path: where the runs leave their output (bench/results, e2e/.artifacts). */
function ignored(repoPath: string): boolean {
  return [repoPath, `${repoPath}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * A path exists when it is a tracked file, a folder of one, the number of a decision record, or
 * where git keeps what a run writes.
 */
function pathIndex(files: string[]): (repoPath: string) => boolean {
  const known = new Set<string>();
  for (const file of files) {
    known.add(file);
    for (let cut = file.indexOf('/'); cut !== -1; cut = file.indexOf('/', cut + 1)) known.add(file.slice(0, cut));
  }
  const records = files.filter((file) => file.startsWith('docs/decisions/'));
  return (repoPath) => {
    const plain = repoPath.replace(/\/+$/, '');
    if (known.has(plain)) return true;
    const record = /^docs\/decisions\/(\d{4})/.exec(plain);
    if (record) return records.some((file) => file.startsWith(`docs/decisions/${record[1]}`));
    return ignored(plain);
  };
}

describe('references in comments and documents', () => {
  it('refuses what the next engineer cannot open, and paths that name nothing', () => {
    const sample = [
      '// The back office (spec back-office.md screen 5), issue 19 and #12.',
      '// As docs/product/no-such-page.md says; ADR 9999.',
      '// As docs/product/back-office.md says, colour #067647, password Nowak#2025, ADR 0021.',
    ].join('\n');
    const exists = (repoPath: string) =>
      ['docs/product/back-office.md', 'docs/decisions/0021'].some((known) => repoPath === known);
    expect(referenceProblems('sample.ts', sample, exists).map(({ line, problem }) => `${line} ${problem}`)).toEqual([
      '1 a specification outside the repository: "spec back-office.md"',
      '1 an issue number: "issue 19"',
      '1 an issue number: "#12"',
      '2 no such path: docs/product/no-such-page.md',
      '2 no such record: ADR 9999',
    ]);
  });

  it('finds none in the repository', () => {
    const files = trackedFiles();
    const exists = pathIndex(files);
    const problems = files
      .filter((file) => file !== thisFile)
      .flatMap((file) => {
        const bytes = fs.readFileSync(path.join(root, file));
        if (bytes.includes(0)) return [];
        return referenceProblems(file, bytes.toString('utf8'), exists);
      });
    expect(problems.map(({ file, line, problem }) => `${file}:${line} ${problem}`)).toEqual([]);
  });
});
