import '../texts';
import type { CrosswordCreateAnswer } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog, Modal } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import {
  failureMessage,
  LeaveGuard,
  QuizBySlug,
  QuizIntro,
  QuizLoading,
  QuizTimer,
  readOnEveryVisit,
  useQuizGame,
} from '../../quizzes';
import { createCrossword } from '../api/create-crossword';
import { showCrossword } from '../api/show-crossword';
import { crosswordTimeKey } from '../api/show-time';
import { storeCrossword } from '../api/store-crossword';
import { ClueList } from '../components/ClueList';
import { type BoardHandle, CrosswordBoard } from '../components/CrosswordBoard';
import { ThankYou } from '../components/ThankYou';
import { useWideScreen } from '../hooks/use-wide-screen';

/** The answers fade 3 s after sending, a popup follows at 6 s. */
const FADE_MS = 3000;
const POPUP_MS = 6000;

/** Whether the crossword may be solved now; a refusal sends the browser home. */
const pageState = (slug: string) =>
  queryOptions({ queryKey: ['crossword', 'show', slug], queryFn: () => showCrossword(slug), ...readOnEveryVisit });

/** What the player has typed, and what is said about the additional password. */
interface Sheet {
  /** Per question id, one string per position ('' for an empty cell). */
  letters: Record<number, string[]>;
  /** The additional password's letters by position, the fixed last one not included. */
  password: string[];
  /** The reminder to complete the additional password, or the server's refusal of it. */
  passwordError: string | undefined;
}

type SheetAction =
  | { type: 'letterTyped'; questionId: number; index: number; letter: string }
  | { type: 'passwordLetterTyped'; index: number; letter: string }
  | { type: 'passwordFlagged'; message: string | undefined };

function sheetReducer(sheet: Sheet, action: SheetAction): Sheet {
  switch (action.type) {
    case 'letterTyped': {
      const row = [...(sheet.letters[action.questionId] ?? [])];
      row[action.index] = action.letter;
      return { ...sheet, letters: { ...sheet.letters, [action.questionId]: row } };
    }
    case 'passwordLetterTyped': {
      const password = [...sheet.password];
      password[action.index] = action.letter;
      return { ...sheet, password, passwordError: undefined };
    }
    case 'passwordFlagged':
      return { ...sheet, passwordError: action.message };
  }
}

/** Every row's letters, '' for an empty cell, as the server takes them. */
const answersOf = (game: CrosswordCreateAnswer, letters: Sheet['letters']) =>
  Object.fromEntries(
    game.questions.map((question) => [
      String(question.id),
      Array.from({ length: question.answer_length }, (_, index) => letters[question.id]?.[index] ?? ''),
    ]),
  );

/** The additional password's letters, '' where none is typed yet, the fixed last one not included. */
const passwordOf = (game: CrosswordCreateAnswer, typed: string[]) =>
  Array.from({ length: game.crossword.additional_password_length - 1 }, (_, index) => typed[index] ?? '');

/**
 * "Krzyżówka": START stamps the time on the server, the clues come without answers, the letters
 * go to the server once, after a confirmation; the server marks each row and gives the time.
 */
export function CrosswordPage() {
  const { t } = useTranslation();
  return (
    <QuizBySlug kind="crossword" heading={t('pages.crossword')}>
      {(slug) => <CrosswordGame slug={slug} />}
    </QuizBySlug>
  );
}

function CrosswordGame({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sheet, dispatch] = useReducer(sheetReducer, { letters: {}, password: [], passwordError: undefined });
  /** The clue chosen last (by a cell's focus, a tap on its row or on the clue list). */
  const [activeRow, setActiveRow] = useState<number | null>(null);
  const board = useRef<BoardHandle>(null);
  const wide = useWideScreen();
  /** After sending: the marks, then faded answers, then the popup, which may be closed. */
  const [afterSend, setAfterSend] = useState<'marks' | 'faded' | 'popup' | 'closed'>('marks');

  // When the crossword cannot be solved now, the browser goes home.
  const goHome = (error: Error) => {
    notify.error(failureMessage(error, t('quizzes.loadFailed')));
    void navigate('/', { replace: true });
  };

  const play = useQuizGame({
    state: pageState(slug),
    widgetKey: crosswordTimeKey(slug),
    start: () => createCrossword(slug),
    clock: (game) => game,
    send: (game) =>
      storeCrossword(slug, {
        answers: answersOf(game, sheet.letters),
        additional_password: passwordOf(game, sheet.password),
      }),
    onLoadError: goHome,
    onStartError: goHome,
    onSendError: (error) => {
      if (error instanceof ApiError && error.fieldError('additional_password')) {
        dispatch({ type: 'passwordFlagged', message: error.fieldError('additional_password') });
      }
      notify.error(failureMessage(error, t('crossword.sendFailed')));
    },
  });

  const sent = play.result;
  useEffect(() => {
    if (!sent) return;
    const fade = setTimeout(() => setAfterSend('faded'), FADE_MS);
    const open = setTimeout(() => setAfterSend('popup'), POPUP_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(open);
    };
  }, [sent]);

  const shown = play.state.data;
  const game = play.game;
  const typedPassword = game ? passwordOf(game, sheet.password) : [];
  const passwordComplete = typedPassword.length > 0 && typedPassword.every((letter) => letter !== '');

  // The reminder warns, it does not block: a row the player could not solve may hold a letter
  // of the additional password, and the rest of the answers still count.
  const askToSend = () => {
    dispatch({ type: 'passwordFlagged', message: passwordComplete ? undefined : t('crossword.passwordReminder') });
    play.askToSend();
  };

  // The last attempt is running: START would not begin another, it goes back into this one.
  const lastRunning = shown?.is_started === true && shown.crossword.left_attempts === 0;
  const activeClue = game?.questions.find((question) => question.id === activeRow);

  return (
    <Page heading={t('pages.crossword')} wide>
      <LeaveGuard
        when={play.playing}
        message={
          game && game.crossword.left_attempts > 0
            ? t('crossword.leaveMessageAttemptsLeft', { count: game.crossword.left_attempts })
            : t('crossword.leaveMessage')
        }
      />
      {!shown && <QuizLoading />}

      {shown && play.phase === 'intro' && (
        <QuizIntro
          quiz={shown.quiz}
          heading={t('crossword.introHeading')}
          description={t('crossword.intro', { count: shown.crossword.questions_count })}
          attemptsLeft={lastRunning ? undefined : shown.crossword.left_attempts}
          start={{
            label: lastRunning ? t('crossword.resume') : t('crossword.start'),
            busy: play.starting,
            onStart: play.start,
          }}
        >
          {lastRunning ? (
            <Alert tone="warning">{t('crossword.lastAttempt')}</Alert>
          ) : (
            shown.is_started && <Alert tone="warning">{t('crossword.resumeWarning')}</Alert>
          )}
        </QuizIntro>
      )}

      {game && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section
            aria-label={t('crossword.grid')}
            className="space-y-5 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-brand-100 sm:p-6"
          >
            <div className="flex flex-wrap items-center justify-between gap-3 px-1">
              {wide ? (
                <p className="min-h-10 flex-1 text-sm text-muted" aria-live="polite">
                  {activeClue ? (
                    <span className="font-semibold text-brand-900">
                      {activeClue.number}. {activeClue.name}{' '}
                      <span className="whitespace-nowrap font-normal text-muted">({activeClue.answer_length})</span>
                    </span>
                  ) : (
                    t('crossword.mainColumn')
                  )}
                </p>
              ) : (
                <p className="flex-1 text-sm text-muted">{t('crossword.mainColumn')}</p>
              )}
              <QuizTimer localStart={play.localStart} running={play.playing} finalSeconds={sent?.time ?? null} />
            </div>
            <div className="@container overflow-x-auto px-1 pb-1">
              <CrosswordBoard
                ref={board}
                crossword={game.crossword}
                questions={game.questions}
                letters={sheet.letters}
                password={typedPassword}
                onLetter={(questionId, index, letter) => dispatch({ type: 'letterTyped', questionId, index, letter })}
                onPasswordLetter={(index, letter) => dispatch({ type: 'passwordLetterTyped', index, letter })}
                selectedId={activeRow ?? game.questions[0]!.id}
                onSelectRow={setActiveRow}
                wide={wide}
                result={sent ? { rows: sent.result, password: sent.additional_password } : null}
                faded={afterSend !== 'marks'}
                disabled={sent !== null}
                passwordError={sheet.passwordError}
              />
            </div>
            {wide && !sent && <p className="px-1 text-xs text-muted">{t('crossword.keysHint')}</p>}
            {!sent && (
              <div className="space-y-3 px-1">
                <p
                  className={`text-sm ${sheet.passwordError ? 'font-semibold text-danger' : 'text-muted'}`}
                  role="note"
                >
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
          <ClueList
            questions={game.questions}
            activeId={sent ? null : activeRow}
            onChoose={sent ? undefined : (questionId) => board.current?.chooseRow(questionId)}
          />
        </div>
      )}

      <ConfirmDialog
        {...play.sendConfirmation}
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
      />
      {sent && (
        <Modal open={afterSend === 'popup'} onClose={() => setAfterSend('closed')} title={t('pages.crossword')}>
          <ThankYou seconds={sent.time} passed={sent.passed} />
        </Modal>
      )}
    </Page>
  );
}
