import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';

/** One problem group of a refused import file: `line N` (the header is line 1) or the file's own key. */
export type ImportProblem = [key: string, messages: string[]];

/**
 * The problems of an import file the server refused (a 422 keyed `line N`): the file's own first, then line by line; none for any other failure.
 */
export function importProblemsOf(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const lineNumber = (key: string) => Number(/^line (\d+)$/.exec(key)?.[1] ?? 0);
  return Object.entries(error.errors).sort(([a], [b]) => lineNumber(a) - lineNumber(b));
}

/**
 * Why an import was refused, as every import screen of the back office shows it: the title and
 * each line's problems, or only the message when the refusal names no line.
 */
export function ImportProblems({
  title,
  message,
  problems,
}: {
  title: string;
  message: string;
  problems: ImportProblem[];
}) {
  const { t } = useTranslation();
  const label = (key: string) =>
    key.startsWith('line ')
      ? t('admin.kit.importProblems.line', { line: key.slice(5) })
      : t('admin.kit.importProblems.file');
  return (
    <div role="alert" className="rounded-lg border border-danger/30 bg-red-50 px-4 py-3 text-sm text-danger">
      <p className="font-semibold">{problems.length > 0 ? title : message}</p>
      {problems.length > 0 && (
        <ul className="mt-2 space-y-2">
          {problems.map(([key, messages]) => (
            <li key={key}>
              <span className="font-semibold">{label(key)}:</span>
              <ul className="ml-5 list-disc">
                {messages.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
