import type { DB } from '../db/database.js';
import type { AuditWrite } from './audit-write.js';
import { type ImageFolder, type ImageSize, storeImage } from './uploaded-image.js';

/** How one kind of row keeps its single picture (a prize's, a product's). */
export interface PictureKind<Row> {
  folder: ImageFolder;
  /** The one size kept, named `picture`. */
  size: ImageSize;
  maxBytes: number;
  /** The row, or a NotFoundError: asked before the file is stored and again in the transaction. */
  row: (db: DB, id: number) => Promise<Row>;
  /** The picture's address the row holds now, as its audit row shows it. */
  image: (row: Row) => string | null;
  save: (trx: DB, id: number, image: string) => Promise<void>;
  /** The audit's target type, which also begins its action (`<type>.image`). */
  auditType: string;
}

/**
 * Stores an uploaded picture (checked and re-encoded, lib/uploaded-image.ts) and points the row at
 * it, audited in the same transaction with the file's size. The file field is `file`. Answers the
 * picture's address.
 */
export async function uploadPicture<Row>(
  kind: PictureKind<Row>,
  db: DB,
  audit: AuditWrite,
  uploadsDir: string,
  id: number,
  content: Buffer,
): Promise<string> {
  await kind.row(db, id);
  const stored = await storeImage(uploadsDir, kind.folder, content, [kind.size], {
    field: 'file',
    maxBytes: kind.maxBytes,
  });
  const image = stored.urls[kind.size.name] as string;
  await db.transaction().execute(async (trx) => {
    const before = await kind.row(trx, id);
    await kind.save(trx, id, image);
    await audit(
      trx,
      `${kind.auditType}.image`,
      { type: kind.auditType, id },
      { before: { image: kind.image(before) }, after: { image }, bytes: content.length },
    );
  });
  return image;
}
