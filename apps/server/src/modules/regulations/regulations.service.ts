import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../config.js';

/** Other areas that change or accept the regulations hold them first (consents, programme). */
export { holdRegulations } from './regulations.repository.js';

/** The documents shipped with the portal: the regulations of the versions it was built with. */
export const documentsDir = path.join(rootDir, 'apps/server/assets/documents');

/** A regulations version as stored in the settings and named in /regulamin?date= (YYYYMMDD). */
export const regulationsFileName = (version: string) => `regulamin-${version}.pdf`;

/**
 * The PDF of a regulations version: one an operator uploaded (in the uploads folder) before one
 * shipped with the portal; null when neither exists. `version` must be eight digits.
 */
export function findRegulationsPdf(uploadsDir: string, version: string): string | null {
  if (!/^\d{8}$/.test(version)) return null;
  const file = regulationsFileName(version);
  for (const dir of [uploadsDir, documentsDir]) {
    const candidate = path.join(dir, file);
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * Every version with a PDF: those uploaded (in the uploads folder) and those shipped with the
 * portal, newest first; `uploaded` when the served file is an upload (it is served first).
 */
export function listRegulationsVersions(uploadsDir: string): { version: string; uploaded: boolean }[] {
  const versions = new Map<string, boolean>();
  for (const [dir, uploaded] of [
    [documentsDir, false],
    [uploadsDir, true],
  ] as const) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const name of names) {
      const match = /^regulamin-(\d{8})\.pdf$/.exec(name);
      if (match) versions.set(match[1] as string, uploaded);
    }
  }
  return [...versions]
    .map(([version, uploaded]) => ({ version, uploaded }))
    .sort((a, b) => b.version.localeCompare(a.version));
}

/** What a PDF starts with, whatever the browser called it. */
const PDF_MAGIC = Buffer.from('%PDF-');

export const isPdf = (content: Buffer) => content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * Keeps an uploaded regulations PDF as regulamin-YYYYMMDD.pdf in the uploads folder: written to
 * a temporary name and renamed, so a reader never gets half a file and a failed write leaves
 * none. Returns a function that puts back what was there (as atomically), for a transaction that fails after.
 */
export async function storeRegulationsPdf(
  uploadsDir: string,
  version: string,
  content: Buffer,
): Promise<{ undo: () => Promise<void> }> {
  await fs.promises.mkdir(uploadsDir, { recursive: true });
  const target = path.join(uploadsDir, regulationsFileName(version));
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  const previous = fs.existsSync(target) ? await fs.promises.readFile(target) : null;
  const replace = async (bytes: Buffer) => {
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  };
  await replace(content);
  return {
    undo: async () => {
      if (previous) await replace(previous);
      else await fs.promises.rm(target, { force: true });
    },
  };
}
