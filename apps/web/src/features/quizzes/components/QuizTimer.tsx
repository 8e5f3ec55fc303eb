import '../texts';
import { useTranslation } from 'react-i18next';
import { useServerElapsed } from '../hooks/use-server-elapsed';

interface Props {
  /** The server's START on this browser's clock (localStartFrom). */
  localStart: number | null;
  running: boolean;
  /** The server's final time, shown once the attempt is over. */
  finalSeconds?: number | null;
  tone?: 'light' | 'dark';
}

const clock = (total: number) => {
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
};

/** The running time of an attempt, from the server's START. */
export function QuizTimer({ localStart, running, finalSeconds = null, tone = 'light' }: Props) {
  const { t } = useTranslation();
  const elapsed = useServerElapsed(localStart, running && finalSeconds === null);
  const seconds = finalSeconds ?? elapsed;
  return (
    <div
      role="timer"
      aria-label={t('quizzes.timerLabel')}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 font-mono text-lg font-bold tabular-nums ${
        tone === 'dark' ? 'bg-white/10 text-accent-400' : 'bg-brand-50 text-brand-900'
      }`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="12" cy="13" r="8" />
        <path d="M12 9v4l2.5 2M9 2h6" strokeLinecap="round" />
      </svg>
      <span>{clock(seconds)}</span>
    </div>
  );
}
