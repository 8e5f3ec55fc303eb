import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { errorMessage } from './api';
import { ImportProblems, importProblemsOf, type ImportProblem } from './ImportProblems';

/** The texts of an import screen that are its own (the kit keeps only what every screen says alike). */
export interface ImportWizardTexts {
  intro: string;
  allOrNothing: string;
  /** The file field's label. */
  file: string;
  /** Shown when "check" is pressed with no file chosen. */
  chooseFile: string;
  run: string;
  again: string;
  /** A failure that names no line (the network, the server). */
  failed: string;
  /** Above the lines of a refused file. */
  errorsTitle: string;
}

export interface ImportWizardProps<Answer, Progress> {
  /** The wizard's own heading, naming its region; `hidden` keeps it for screen readers only. Without
   * it the wizard is a plain block under the page's heading. */
  title?: { text: string; hidden?: boolean };
  texts: ImportWizardTexts;
  /** Sends the file, `dryRun` for the preview; a call that streams its progress reports it. */
  send: (file: File, dryRun: boolean, onProgress: (progress: Progress) => void) => Promise<Answer>;
  /** What a run that stored the file makes stale. */
  refreshes: QueryKey;
  /** The dry run's answer: what the file would do. */
  preview: (answer: Answer) => ReactNode;
  /** The run's answer: what the file did. */
  result: (answer: Answer) => ReactNode;
  /** A progress bar while the file is sent, for a call that reports progress (null before the first report). */
  progress?: { label: string; show: (progress: Progress | null) => { percent: number; text: string } };
  /** Without its white card: for a wizard inside a dialog, which frames it already. */
  bare?: boolean;
}

type Stage<Answer, Progress> =
  | { kind: 'idle' }
  | { kind: 'working'; dryRun: boolean; progress: Progress | null }
  | { kind: 'previewed'; answer: Answer }
  | { kind: 'done'; answer: Answer }
  | { kind: 'rejected'; message: string; problems: ImportProblem[] };

const accept = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Every import screen of the back office (companies, participants, cards, purchases): a CSV or
 * XLSX file, checked first (a dry run showing what it would do, or every problem line by line),
 * then run as a whole, then another file. The area gives its calls, its texts and how its answers read.
 */
export function ImportWizard<Answer, Progress = never>({
  title,
  texts,
  send,
  refreshes,
  preview,
  result,
  progress,
  bare = false,
}: ImportWizardProps<Answer, Progress>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage<Answer, Progress>>({ kind: 'idle' });
  const [inputKey, setInputKey] = useState(0);
  const working = stage.kind === 'working';

  const run = async (dryRun: boolean) => {
    if (!file) {
      setStage({ kind: 'rejected', message: texts.chooseFile, problems: [] });
      return;
    }
    setStage({ kind: 'working', dryRun, progress: null });
    try {
      const answer = await send(file, dryRun, (reported) => setStage({ kind: 'working', dryRun, progress: reported }));
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: refreshes });
      setStage({ kind: dryRun ? 'previewed' : 'done', answer });
    } catch (error) {
      setStage({ kind: 'rejected', message: errorMessage(error, texts.failed), problems: importProblemsOf(error) });
    }
  };

  const bar = working && progress ? { label: progress.label, ...progress.show(stage.progress) } : null;
  const content = (
    <>
      {/* An intro may name a file's header, one long word: it breaks rather than run off a phone's screen. */}
      <p className="text-sm break-words">{texts.intro}</p>
      <p className="text-sm font-semibold">{texts.allOrNothing}</p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-brand-900">
          {texts.file}
        </label>
        <input
          key={inputKey}
          id={inputId}
          type="file"
          accept={accept}
          className="block min-h-11 w-full text-sm"
          disabled={working}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setStage({ kind: 'idle' });
          }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        {stage.kind !== 'done' && (
          <Button variant="secondary" busy={working && stage.dryRun} disabled={working} onClick={() => void run(true)}>
            {t('admin.kit.importWizard.preview')}
          </Button>
        )}
        {(stage.kind === 'previewed' || (working && !stage.dryRun)) && (
          <Button busy={working} disabled={working} onClick={() => void run(false)}>
            {texts.run}
          </Button>
        )}
        {stage.kind === 'done' && (
          <Button
            variant="secondary"
            onClick={() => {
              setFile(null);
              setInputKey((key) => key + 1);
              setStage({ kind: 'idle' });
            }}
          >
            {texts.again}
          </Button>
        )}
      </div>

      {bar && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={bar.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={bar.percent}
            aria-valuetext={bar.text}
            className="h-3 w-full overflow-hidden rounded-full bg-brand-100"
          >
            <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${bar.percent}%` }} />
          </div>
          <p className="text-sm text-muted" aria-live="polite">
            {bar.text}
          </p>
        </div>
      )}
      {stage.kind === 'previewed' && preview(stage.answer)}
      {stage.kind === 'done' && result(stage.answer)}
      {stage.kind === 'rejected' && (
        <ImportProblems title={texts.errorsTitle} message={stage.message} problems={stage.problems} />
      )}
    </>
  );

  const frame = bare ? 'space-y-5' : 'space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-6';
  if (!title) return <div className={frame}>{content}</div>;
  return (
    <section className={frame} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={title.hidden ? 'sr-only' : 'text-lg font-bold text-brand-900'}>
        {title.text}
      </h2>
      {content}
    </section>
  );
}
