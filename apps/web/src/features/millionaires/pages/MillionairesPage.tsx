import type {
  AudienceVote,
  MillionairesAnswerResult,
  MillionairesQuestion,
  MillionairesQuestionAnswer,
  MillionairesResults,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { useUser } from '../../auth';
import { LeaveGuard, localStartFrom, QuizTexts, QuizTimer } from '../../quizzes';
import { checkIfStart } from '../api/check-if-start';
import { getLifebuoy } from '../api/get-lifebuoy';
import { getQuestion } from '../api/get-question';
import { millionairesStateKey, useMillionairesState } from '../api/millionaires-state';
import { storeAnswer } from '../api/store-answer';
import { AnswerGrid } from '../components/AnswerGrid';
import { AudienceChart } from '../components/AudienceChart';
import { Lifelines } from '../components/Lifelines';
import { MILLIONAIRES_NOTICE_MS } from '../components/notice';
import { ProgressSquares } from '../components/ProgressSquares';
import { ResultPanel } from '../components/ResultPanel';
import { StartForm } from '../components/StartForm';

/** How long the verdict on an answer stays before the next question or the result. */
const VERDICT_MS = 1200;

interface Game {
  attemptId: number;
  question: MillionairesQuestion;
  number: number;
  /** The server's START on this browser's clock. */
  localStart: number;
  fiftyUsed: boolean;
  audienceUsed: boolean;
  hidden: number[];
  audience: AudienceVote[] | null;
  audienceHelpId: number | null;
}

interface Outcome {
  results: MillionairesResults;
  leftAttempts: number;
  failedAt: number;
}

/** The game as START or millionaires-get-question gives it. */
const gameFrom = (answer: MillionairesQuestionAnswer): Game => ({
  attemptId: answer.userMillionaire.id,
  question: answer.question,
  number: answer.currentQuestionNumber,
  localStart: localStartFrom(answer.userMillionaire.start_at, answer.server_time),
  fiftyUsed: answer.userMillionaire.used_50_50 !== null,
  audienceUsed: answer.userMillionaire.used_audience_help !== null,
  hidden: answer.question.hidden_answers,
  audience: answer.question.audience,
  audienceHelpId: answer.question.audienceHelpId,
});

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * "Milionerzy": five questions drawn by the server, a wrong answer ends the attempt, two
 * lifelines once each, the server's clock. The page never knows the right answer in advance.
 */
export function MillionairesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState(false);
  const state = useMillionairesState(checked);
  const [game, setGame] = useState<Game | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<{ answerId: number; correct: boolean } | null>(null);
  const [lifelineBusy, setLifelineBusy] = useState(false);
  const [questionFailed, setQuestionFailed] = useState(false);
  const [loadingQuestion, setLoadingQuestion] = useState(false);
  const checkedOnce = useRef(false);
  /** The state answer the page last went into a running attempt for. */
  const resumedFor = useRef<unknown>(null);

  // Opening the page ends a game left mid-way (a reload, another tab): its attempt is spent.
  useEffect(() => {
    if (checkedOnce.current) return;
    checkedOnce.current = true;
    checkIfStart()
      .then((answer) => {
        if (answer.abandoned) notify.warning(t('millionaires.abandoned'), { duration: MILLIONAIRES_NOTICE_MS });
      })
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [t]);

  useEffect(() => {
    if (state.isError) notify.error(t('quizzes.loadFailed'), { duration: MILLIONAIRES_NOTICE_MS });
  }, [state.isError, t]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: millionairesStateKey });
  const playing = game !== null && outcome === null;

  /**
   * Loads the question of the running attempt from the server (millionaires-get-question): when the
   * page finds an attempt still running, or when an answer's fate is unknown (a lost connection,
   * a request that raced another). No running attempt any more: the page shows where things stand.
   */
  const loadQuestion = async () => {
    setLoadingQuestion(true);
    try {
      const current = await getQuestion();
      setQuestionFailed(false);
      setGame(gameFrom(current));
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setGame(null);
        setQuestionFailed(false);
        void refresh();
        return;
      }
      setQuestionFailed(true);
      notify.error(t('millionaires.questionFailed'), { duration: MILLIONAIRES_NOTICE_MS });
    } finally {
      setLoadingQuestion(false);
    }
  };

  // An attempt still running as the page shows the state (the check on opening could not end it,
  // or the game was dropped after an error): the page goes back into it at its current question.
  const data = state.data;
  const canPlay = user?.is_seller === true && !user.client_is_logged_in;
  useEffect(() => {
    if (!data?.isStarted || !data.isActive || !canPlay || game || outcome || resumedFor.current === data) return;
    resumedFor.current = data;
    void loadQuestion();
  });

  const lost = (error: unknown) => {
    // The answer's fate is unknown (no answer came): ask the server where the attempt stands.
    if (!(error instanceof ApiError)) {
      void loadQuestion();
      return;
    }
    notify.error(failureText(error, t('notifications.unknownError')), { duration: MILLIONAIRES_NOTICE_MS });
    // Another request moved the attempt on (a second tab, a doubled click): show its current question.
    if (error.status === 409) void loadQuestion();
    // The attempt ended elsewhere (the window closed, another user's attempt): show where it stands.
    if (error.status === 403 || error.status === 404) {
      setGame(null);
      void refresh();
    }
  };

  const answer = async (answerId: number) => {
    if (!game || pendingId !== null || feedback) return;
    setPendingId(answerId);
    let result: MillionairesAnswerResult;
    try {
      result = await storeAnswer(game.attemptId, { answer: answerId, question: game.question.id });
    } catch (error) {
      setPendingId(null);
      lost(error);
      return;
    }
    setPendingId(null);
    setFeedback({ answerId, correct: result.correct });
    setTimeout(() => {
      setFeedback(null);
      if (result.question) {
        const next = result.question;
        setGame(
          (current) =>
            current && {
              ...current,
              question: next,
              number: result.currentQuestionNumber,
              serverTime: result.server_time,
              hidden: next.hidden_answers,
              audience: next.audience,
              audienceHelpId: next.audienceHelpId,
            },
        );
      } else if (result.results) {
        setOutcome({ results: result.results, leftAttempts: result.leftAttempts, failedAt: game.number });
        void refresh();
      }
    }, VERDICT_MS);
  };

  const askLifeline = async (lifebuoy: '50_50' | 'audience_help') => {
    if (!game) return;
    setLifelineBusy(true);
    try {
      const help = await getLifebuoy(game.attemptId, { question: game.question.id, lifebuoy });
      setGame(
        (current) =>
          current &&
          (lifebuoy === '50_50'
            ? { ...current, fiftyUsed: true, hidden: help.answersToHide ?? [] }
            : {
                ...current,
                audienceUsed: true,
                audience: help.audience ?? null,
                audienceHelpId: help.audienceHelpId ?? null,
              }),
      );
    } catch (error) {
      lost(error);
    } finally {
      setLifelineBusy(false);
    }
  };

  const retry = () => {
    setGame(null);
    setOutcome(null);
    void refresh();
  };

  return (
    <Page heading={t('pages.millionaires')} wide>
      <LeaveGuard
        when={playing}
        title={t('quizzes.leaveTitle')}
        message={
          data && data.leftAttempts > 0
            ? t('millionaires.leaveMessageAttemptsLeft', { count: data.leftAttempts })
            : t('millionaires.leaveMessage')
        }
        stayLabel={t('quizzes.leaveStay')}
        leaveLabel={t('quizzes.leaveGo')}
        onLeave={() => void checkIfStart().catch(() => undefined)}
      />
      <div className="overflow-hidden rounded-3xl bg-gradient-to-b from-brand-950 to-brand-800 p-4 text-white shadow-lg sm:p-8">
        {!data && !state.isError && (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        )}
        {state.isError && <Alert>{t('quizzes.loadFailed')}</Alert>}

        {data && (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <ProgressSquares
                total={data.numberOfQuestions}
                done={
                  outcome
                    ? outcome.results.is_winner
                      ? data.numberOfQuestions
                      : outcome.failedAt - 1
                    : game
                      ? game.number - 1 + (feedback?.correct ? 1 : 0)
                      : 0
                }
                current={outcome ? (outcome.results.is_winner ? 0 : outcome.failedAt) : (game?.number ?? 0)}
                failed={outcome !== null && !outcome.results.is_winner}
              />
              <QuizTimer
                tone="dark"
                localStart={game?.localStart ?? null}
                running={playing}
                finalSeconds={outcome ? outcome.results.time : game ? null : 0}
              />
            </div>

            {questionFailed && (
              <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 text-ink">
                <div className="flex-1">
                  <Alert>{t('millionaires.questionFailed')}</Alert>
                </div>
                <Button onClick={() => void loadQuestion()} busy={loadingQuestion}>
                  {t('millionaires.reloadQuestion')}
                </Button>
              </div>
            )}

            {game && !outcome && (
              <>
                <Lifelines
                  fiftyUsed={game.fiftyUsed}
                  audienceUsed={game.audienceUsed}
                  fiftyUnavailable={game.question.answers.length - game.hidden.length < 3}
                  disabled={lifelineBusy || pendingId !== null || feedback !== null}
                  onFifty={() => void askLifeline('50_50')}
                  onAudience={() => void askLifeline('audience_help')}
                />
                <section aria-labelledby="millionaires-question" className="space-y-5">
                  <div className="rounded-2xl border-2 border-accent-400/70 bg-brand-900/80 px-5 py-4 text-center">
                    <p className="text-xs font-semibold uppercase tracking-widest text-accent-400">
                      {t('millionaires.question', { number: game.number, count: data.numberOfQuestions })}
                    </p>
                    <h2 id="millionaires-question" className="mt-1 text-xl font-bold sm:text-2xl">
                      {game.question.name}
                    </h2>
                  </div>
                  <AnswerGrid
                    question={game.question}
                    hidden={game.hidden}
                    pendingId={pendingId}
                    feedback={feedback}
                    disabled={pendingId !== null || feedback !== null}
                    onAnswer={(id) => void answer(id)}
                  />
                  {game.audience && (
                    <AudienceChart question={game.question} votes={game.audience} helpId={game.audienceHelpId} />
                  )}
                </section>
              </>
            )}

            {outcome && (
              <ResultPanel
                results={outcome.results}
                leftAttempts={outcome.leftAttempts}
                canRetry={!outcome.results.is_winner && outcome.leftAttempts > 0 && data.isActive}
                onRetry={retry}
              />
            )}

            {!game && !outcome && (
              <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
                <div className="space-y-4">
                  {data.results && data.isCompleted ? (
                    <ResultPanel
                      results={data.results}
                      leftAttempts={data.leftAttempts}
                      canRetry={false}
                      onRetry={retry}
                    />
                  ) : (
                    <>
                      <h2 className="text-2xl font-bold">{t('millionaires.introHeading')}</h2>
                      <p className="text-brand-100">{t('millionaires.intro', { count: data.numberOfQuestions })}</p>
                      {data.results && (
                        <p className="rounded-lg bg-white/10 px-4 py-2 text-sm">
                          {t('millionaires.previous', { message: data.results.message, seconds: data.results.time })}
                        </p>
                      )}
                      {!data.isActive && <Alert tone="warning">{t('quizzes.inactive')}</Alert>}
                      {data.isActive && !canPlay && (
                        <Alert tone="info">
                          {user?.client_is_logged_in ? t('quizzes.impersonation') : t('quizzes.sellersOnly')}
                        </Alert>
                      )}
                      {data.isActive && canPlay && data.isStarted && !questionFailed && (
                        <div className="flex justify-center py-6">
                          <Spinner />
                        </div>
                      )}
                      {data.isActive && canPlay && !data.isStarted && (
                        <>
                          <p className="font-semibold text-accent-400">
                            {t('quizzes.attemptsLeft', { count: data.leftAttempts })}
                          </p>
                          <div className="rounded-2xl bg-white p-4 text-ink">
                            <StartForm
                              onStarted={(started) => {
                                setGame(gameFrom(started));
                                void refresh();
                              }}
                            />
                          </div>
                        </>
                      )}
                    </>
                  )}
                </div>
                <div className="rounded-2xl bg-white p-4 text-ink sm:p-5">
                  <QuizTexts quiz={data.quiz} rulesOpen />
                </div>
              </div>
            )}
          </div>
        )}
      </div>
    </Page>
  );
}
