import { EncryptedPDFError, PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';

const ATTACHED = 'Regulamin nie może zawierać załączonych plików.';

/**
 * Why a regulations PDF is refused, with the text the admin sees on `file`. Participants open the
 * regulations from the portal, so the file may hold pages and nothing that acts on its own.
 */
const REFUSALS: Record<string, string> = {
  JS: 'Regulamin nie może zawierać skryptów (JavaScript).',
  JavaScript: 'Regulamin nie może zawierać skryptów (JavaScript).',
  OpenAction: 'Regulamin nie może uruchamiać działań przy otwarciu ani przy innych zdarzeniach (OpenAction, AA).',
  AA: 'Regulamin nie może uruchamiać działań przy otwarciu ani przy innych zdarzeniach (OpenAction, AA).',
  Launch: 'Regulamin nie może uruchamiać działań przy otwarciu ani przy innych zdarzeniach (OpenAction, AA).',
  // A file stream need not say /Type /EmbeddedFile: the filespec's /EF, wherever it sits (an
  // annotation, /AF, a GoToE target), is what embeds it, and an attachment annotation may point
  // to a file outside the document as well.
  EmbeddedFile: ATTACHED,
  EmbeddedFiles: ATTACHED,
  EF: ATTACHED,
  FileAttachment: ATTACHED,
  RichMedia: 'Regulamin nie może zawierać multimediów ani animacji (RichMedia).',
  XFA: 'Regulamin nie może zawierać formularzy XFA (mogą uruchamiać skrypty).',
};
export const NOT_A_PDF = 'Prześlij regulamin jako plik PDF.';
const ENCRYPTED = 'Regulamin nie może być zaszyfrowany: zapisz PDF bez hasła.';

/** A name's refusal whether it is a key (`/OpenAction …`) or a value (`/S /JavaScript`). */
const refusalOfName = (name: PDFName) => REFUSALS[name.decodeText()];

function refusalIn(object: PDFObject | undefined): string | undefined {
  if (object instanceof PDFName) return refusalOfName(object);
  const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined;
  if (dict) {
    for (const [key, value] of dict.entries()) {
      const found = refusalOfName(key) ?? refusalIn(value);
      if (found) return found;
    }
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = refusalIn(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The refusal of an uploaded regulations file, or undefined when it may be served. The file is
 * parsed as a PDF (pdf-lib, which unpacks object streams too, so nothing compressed is missed)
 * and every object is looked at: a file that cannot be parsed whole is no PDF, and an encrypted one
 * hides its compressed objects, so both are refused.
 */
export async function refusalOfPdf(content: Buffer): Promise<string | undefined> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(content, { throwOnInvalidObject: true, updateMetadata: false });
  } catch (error) {
    return error instanceof EncryptedPDFError ? ENCRYPTED : NOT_A_PDF;
  }
  try {
    // A file without a catalogue of pages is no document, whatever it starts with.
    if (document.getPageCount() === 0) return NOT_A_PDF;
    for (const [, object] of document.context.enumerateIndirectObjects()) {
      const found = refusalIn(object);
      if (found) return found;
    }
    return refusalIn(document.catalog);
  } catch {
    return NOT_A_PDF;
  }
}
