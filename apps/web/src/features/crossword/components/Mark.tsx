import '../texts';
import { useTranslation } from 'react-i18next';

/** The tone of a cell: the main password's column, a given letter, or an open cell. */
export function cellTone(isMain: boolean, given: boolean) {
  if (isMain) return 'border-accent-500 bg-accent-100';
  return given ? 'border-slate-300 bg-slate-200' : 'border-brand-700/40 bg-white';
}

/** A row's (or the additional password's) mark after sending: right or wrong. */
export function Mark({ right, label }: { right: boolean; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className={`grid size-[max(1.25rem,calc(var(--cell)*0.8))] place-items-center rounded-full text-[max(0.75rem,calc(var(--cell)*0.5))] font-black text-white ${right ? 'bg-success' : 'bg-danger'}`}
    >
      {right ? '✓' : '✕'}
    </span>
  );
}

/** What stands before a row: its number, or once the answers are judged, its mark. */
export function RowLabel({ number, verdict }: { number: number; verdict: boolean | undefined }) {
  const { t } = useTranslation();
  if (verdict === undefined) return `${number}.`;
  return <Mark right={verdict} label={t(verdict ? 'crossword.rowRight' : 'crossword.rowWrong', { number })} />;
}
