import type {
  CrosswordCreateAnswer,
  CrosswordShowAnswer,
  CrosswordStoreAnswer,
  CrosswordStorePayload,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog, Modal } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { LeaveGuard, localStartFrom, QuizTexts, QuizTimer } from '../../quizzes';
import { createCrossword } from '../api/create-crossword';
import { showCrossword } from '../api/show-crossword';
import { crosswordTimeKey } from '../api/show-time';
import { storeCrossword } from '../api/store-crossword';
import { ClueList } from '../components/ClueList';
import { CrosswordBoard } from '../components/CrosswordBoard';
import { ThankYou } from '../components/ThankYou';

/** Spec §9: the answers fade 3 s after sending, a popup follows at 6 s. */
const FADE_MS = 3000;
const POPUP_MS = 6000;

const message = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * "Krzyżówka": START stamps the time on the server, the clues come without answers, the letters
 * go to the server once, after a confirmation; the server marks each row and gives the time.
 */
export function CrosswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<CrosswordShowAnswer | null>(null);
  const [game, setGame] = useState<CrosswordCreateAnswer | null>(null);
  const [localStart, setLocalStart] = useState<number | null>(null);
  const [letters, setLetters] = useState<Record<number, string[]>>({});
  const [password, setPassword] = useState<string[]>([]);
  const [activeRow, setActiveRow] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [sent, setSent] = useState<CrosswordStoreAnswer | null>(null);
  const [faded, setFaded] = useState(false);
  const [popup, setPopup] = useState(false);
  const loaded = useRef(false);

  // Spec: when the crossword cannot be solved now, the browser goes home.
  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    showCrossword()
      .then(setShown)
      .catch((error: unknown) => {
        notify.error(message(error, t('quizzes.loadFailed')));
        void navigate('/', { replace: true });
      });
  }, [navigate, t]);

  useEffect(() => {
    if (!sent) return;
    const fade = setTimeout(() => setFaded(true), FADE_MS);
    const open = setTimeout(() => setPopup(true), POPUP_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(open);
    };
  }, [sent]);

  const start = async () => {
    setStarting(true);
    try {
      const created = await createCrossword();
      setGame(created);
      setLocalStart(localStartFrom(created.start_at, created.server_time));
      setPassword(Array.from({ length: created.crossword.additional_password_length - 1 }, () => ''));
    } catch (error) {
      notify.error(message(error, t('quizzes.loadFailed')));
      void navigate('/', { replace: true });
    } finally {
      setStarting(false);
    }
  };

  const passwordComplete = password.length > 0 && password.every((letter) => letter !== '');

  // The reminder warns, it does not block: a row the player could not solve may hold a letter
  // of the additional password, and the rest of the answers still count.
  const askToSend = () => {
    setPasswordError(passwordComplete ? undefined : t('crossword.passwordReminder'));
    setConfirming(true);
  };

  const send = async () => {
    if (!game) return;
    const payload: CrosswordStorePayload = {
      answers: Object.fromEntries(
        game.questions.map((question) => [
          String(question.id),
          Array.from({ length: question.answer_length }, (_, index) => letters[question.id]?.[index] ?? ''),
        ]),
      ),
      additional_password: password,
    };
    setSending(true);
    try {
      const answer = await withRelease(() => storeCrossword(payload));
      setSent(answer);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: crosswordTimeKey });
    } catch (error) {
      setConfirming(false);
      if (error instanceof ApiError && error.fieldError('additional_password')) {
        setPasswordError(error.fieldError('additional_password'));
      }
      notify.error(message(error, t('crossword.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  const setLetter = (questionId: number, index: number, letter: string) =>
    setLetters((current) => {
      const row = [...(current[questionId] ?? [])];
      row[index] = letter;
      return { ...current, [questionId]: row };
    });
  const setPasswordLetter = (index: number, letter: string) => {
    setPasswordError(undefined);
    setPassword((current) => current.map((value, at) => (at === index ? letter : value)));
  };

  const quiz = shown?.quiz;
  // The last attempt is running: START would not begin another, it goes back into this one.
  const lastRunning = shown?.is_started === true && shown.crossword.left_attempts === 0;
  const activeClue = game?.questions.find((question) => question.id === activeRow);
  const crossword = game?.crossword ?? shown?.crossword;

  return (
    <Page heading={t('pages.crossword')} wide>
      <LeaveGuard
        when={game !== null && sent === null}
        title={t('quizzes.leaveTitle')}
        message={
          game && game.crossword.left_attempts > 0
            ? t('crossword.leaveMessageAttemptsLeft', { count: game.crossword.left_attempts })
            : t('crossword.leaveMessage')
        }
        stayLabel={t('quizzes.leaveStay')}
        leaveLabel={t('quizzes.leaveGo')}
      />
      {!shown && (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      )}

      {shown && quiz && crossword && !game && (
        <div className="grid items-start gap-6 md:grid-cols-[3fr_2fr]">
          <section className="space-y-4 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-8">
            <h2 className="text-2xl font-bold">{t('crossword.introHeading')}</h2>
            <p className="text-brand-100">{t('crossword.intro', { count: crossword.questions_count })}</p>
            {lastRunning ? (
              <Alert tone="warning">{t('crossword.lastAttempt')}</Alert>
            ) : (
              <>
                {shown.is_started && <Alert tone="warning">{t('crossword.resumeWarning')}</Alert>}
                <p className="font-semibold text-accent-400">
                  {t('quizzes.attemptsLeft', { count: crossword.left_attempts })}
                </p>
              </>
            )}
            <Button onClick={() => void start()} busy={starting} className="px-10 text-lg tracking-wide">
              {lastRunning ? t('crossword.resume') : t('crossword.start')}
            </Button>
          </section>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
            <QuizTexts quiz={quiz} rulesOpen />
          </div>
        </div>
      )}

      {game && crossword && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section
            aria-label={t('crossword.grid')}
            className="space-y-5 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-brand-100 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3 px-1">
              <p className="min-h-10 flex-1 text-sm text-muted" aria-live="polite">
                {activeClue ? (
                  <span className="font-semibold text-brand-900">
                    {activeClue.number}. {activeClue.name}
                  </span>
                ) : (
                  t('crossword.mainColumn')
                )}
              </p>
              <QuizTimer localStart={localStart} running={sent === null} finalSeconds={sent?.time ?? null} />
            </div>
            <div className="@container overflow-x-auto px-1 pb-1">
              <CrosswordBoard
                crossword={crossword}
                questions={game.questions}
                letters={letters}
                password={password}
                onLetter={setLetter}
                onPasswordLetter={setPasswordLetter}
                onFocusRow={setActiveRow}
                result={sent ? { rows: sent.result, password: sent.additional_password } : null}
                faded={faded}
                disabled={sent !== null}
                passwordError={passwordError}
              />
            </div>
            {!sent && (
              <div className="space-y-3 px-1">
                <p className={`text-sm ${passwordError ? 'font-semibold text-danger' : 'text-muted'}`} role="note">
                  {t('crossword.passwordReminder')}
                </p>
                <Button onClick={askToSend} className="w-full sm:w-auto">
                  {t('crossword.send')}
                </Button>
              </div>
            )}
            {sent && (
              <div className="rounded-xl bg-brand-50 p-5" role="status">
                <ThankYou seconds={sent.time} passed={sent.passed} />
              </div>
            )}
          </section>
          <ClueList questions={game.questions} activeId={activeRow} />
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={t('crossword.confirmTitle')}
        message={
          <>
            <p>{t('crossword.confirmMessage')}</p>
            {!passwordComplete && (
              <p className="mt-3 font-semibold text-danger" role="note">
                {t('crossword.passwordReminder')}
              </p>
            )}
          </>
        }
        cancelLabel={t('crossword.no')}
        confirmLabel={t('crossword.yes')}
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
      {sent && (
        <Modal open={popup} onClose={() => setPopup(false)} title={t('pages.crossword')}>
          <ThankYou seconds={sent.time} passed={sent.passed} />
        </Modal>
      )}
    </Page>
  );
}
