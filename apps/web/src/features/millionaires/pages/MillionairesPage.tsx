import '../texts';
import type {
  AudienceVote,
  MillionairesAnswerResult,
  MillionairesQuestion,
  MillionairesQuestionAnswer,
  MillionairesResults,
  MillionairesStateAnswer,
} from '@portal/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { useUser } from '../../auth';
import { failureMessage, LeaveGuard, QuizBySlug, QuizIntro, QuizLoading, QuizTimer, useQuizGame } from '../../quizzes';
import { checkIfStart } from '../api/check-if-start';
import { getLifebuoy } from '../api/get-lifebuoy';
import { getQuestion } from '../api/get-question';
import { millionairesStateKey, millionairesStateOptions } from '../api/millionaires-state';
import { startMillionaires } from '../api/start-millionaires';
import { storeAnswer } from '../api/store-answer';
import { AnswerGrid } from '../components/AnswerGrid';
import { AudienceChart } from '../components/AudienceChart';
import { Lifelines } from '../components/Lifelines';
import { MILLIONAIRES_NOTICE_MS } from '../components/notice';
import { ProgressSquares } from '../components/ProgressSquares';
import { ResultPanel } from '../components/ResultPanel';

/** How long the verdict on an answer stays before the next question or the result. */
const VERDICT_MS = 1200;

interface Game {
  attemptId: number;
  question: MillionairesQuestion;
  number: number;
  clock: { start_at: string; server_time: string };
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
  clock: { start_at: answer.userMillionaire.start_at, server_time: answer.server_time },
  fiftyUsed: answer.userMillionaire.used_50_50 !== null,
  audienceUsed: answer.userMillionaire.used_audience_help !== null,
  hidden: answer.question.hidden_answers,
  audience: answer.question.audience,
  audienceHelpId: answer.question.audienceHelpId,
});

/** The next question, after a right answer. */
const nextQuestion = (game: Game, next: MillionairesQuestion, number: number): Game => ({
  ...game,
  question: next,
  number,
  hidden: next.hidden_answers,
  audience: next.audience,
  audienceHelpId: next.audienceHelpId,
});

/** What is on its way to the server in the current question, and what it said. */
interface Round {
  /** The chosen answer while the server checks it, then with its verdict for a moment. */
  answer: { id: number; correct: boolean | null } | null;
  /** A lifeline is being asked for. */
  lifeline: boolean;
  /** The running attempt's question is being asked for. */
  loading: boolean;
  /** It could not be loaded: the alert stays up until it comes. */
  failed: boolean;
}

type RoundAction =
  | { type: 'answered'; answerId: number }
  | { type: 'judged'; correct: boolean }
  | { type: 'answerCleared' }
  | { type: 'lifelineAsked' }
  | { type: 'lifelineSettled' }
  | { type: 'questionAsked' }
  | { type: 'questionLoaded' }
  | { type: 'questionFailed' };

function roundReducer(round: Round, action: RoundAction): Round {
  switch (action.type) {
    case 'answered':
      return { ...round, answer: { id: action.answerId, correct: null } };
    case 'judged':
      return round.answer ? { ...round, answer: { ...round.answer, correct: action.correct } } : round;
    case 'answerCleared':
      return { ...round, answer: null };
    case 'lifelineAsked':
      return { ...round, lifeline: true };
    case 'lifelineSettled':
      return { ...round, lifeline: false };
    case 'questionAsked':
      return { ...round, loading: true };
    case 'questionLoaded':
      return { ...round, loading: false, failed: false };
    case 'questionFailed':
      return { ...round, loading: false, failed: true };
  }
}

/**
 * "Milionerzy": five questions drawn by the server, a wrong answer ends the attempt, two
 * lifelines once each, the server's clock. The page never knows the right answer in advance.
 */
export function MillionairesPage() {
  const { t } = useTranslation();
  return (
    <QuizBySlug kind="millionaires" heading={t('pages.millionaires')}>
      {(slug) => <MillionairesGame slug={slug} />}
    </QuizBySlug>
  );
}

function MillionairesGame({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [checked, setChecked] = useState(false);
  const play = useQuizGame<MillionairesStateAnswer, Game, Outcome>({
    state: millionairesStateOptions(slug),
    enabled: checked,
    widgetKey: millionairesStateKey(slug),
    noticeMs: MILLIONAIRES_NOTICE_MS,
    start: () => withRelease(() => startMillionaires(slug, { regulations: true })).then(gameFrom),
    clock: (game) => game.clock,
    onStartError: (error) => {
      // A refused tick is shown at the checkbox.
      if (error instanceof ApiError && error.fieldError('regulations')) return;
      notify.error(failureMessage(error, t('quizzes.loadFailed')), { duration: MILLIONAIRES_NOTICE_MS });
    },
  });
  const [round, dispatch] = useReducer(roundReducer, { answer: null, lifeline: false, loading: false, failed: false });
  const checkedOnce = useRef(false);
  /** The state answer the page last went into a running attempt for. */
  const resumedFor = useRef<unknown>(null);

  // Opening the page ends a game left mid-way (a reload, another tab): its attempt is spent.
  useEffect(() => {
    if (checkedOnce.current) return;
    checkedOnce.current = true;
    checkIfStart(slug)
      .then((answer) => {
        if (answer.abandoned) notify.warning(t('millionaires.abandoned'), { duration: MILLIONAIRES_NOTICE_MS });
      })
      .catch(() => undefined)
      .finally(() => setChecked(true));
  }, [slug, t]);

  const game = play.game;
  const outcome = play.result;

  /**
   * Loads the question of the running attempt from the server (millionaires-get-question): when the
   * page finds an attempt still running, or when an answer's fate is unknown (a lost connection,
   * a request that raced another). No running attempt any more: the page shows where things stand.
   */
  const loadQuestion = async () => {
    dispatch({ type: 'questionAsked' });
    try {
      play.enter(gameFrom(await getQuestion(slug)));
      dispatch({ type: 'questionLoaded' });
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        dispatch({ type: 'questionLoaded' });
        play.reset();
        return;
      }
      dispatch({ type: 'questionFailed' });
      notify.error(t('millionaires.questionFailed'), { duration: MILLIONAIRES_NOTICE_MS });
    }
  };

  // An attempt still running as the page shows the state (the check on opening could not end it,
  // or the game was dropped after an error): the page goes back into it at its current question.
  const data = play.state.data;
  const canPlay = user?.is_seller === true && !user.client_is_logged_in;
  useEffect(() => {
    if (!data?.isStarted || !data.isActive || !canPlay || play.phase !== 'intro' || resumedFor.current === data) return;
    resumedFor.current = data;
    void loadQuestion();
  });

  const lost = (error: unknown) => {
    // The answer's fate is unknown (no answer came): ask the server where the attempt stands.
    if (!(error instanceof ApiError)) {
      void loadQuestion();
      return;
    }
    play.failed(error);
    // Another request moved the attempt on (a second tab, a doubled click): show its current question.
    if (error.status === 409) void loadQuestion();
    // The attempt ended elsewhere (the window closed, another user's attempt): show where it stands.
    if (error.status === 403 || error.status === 404) play.reset();
  };

  const answer = async (answerId: number) => {
    if (!game || round.answer) return;
    dispatch({ type: 'answered', answerId });
    let result: MillionairesAnswerResult;
    try {
      result = await storeAnswer(game.attemptId, { answer: answerId, question: game.question.id });
    } catch (error) {
      dispatch({ type: 'answerCleared' });
      lost(error);
      return;
    }
    dispatch({ type: 'judged', correct: result.correct });
    setTimeout(() => {
      dispatch({ type: 'answerCleared' });
      const next = result.question;
      if (next) play.update((current) => nextQuestion(current, next, result.currentQuestionNumber));
      else if (result.results) {
        play.finish({ results: result.results, leftAttempts: result.leftAttempts, failedAt: game.number });
      }
    }, VERDICT_MS);
  };

  const askLifeline = async (lifebuoy: '50_50' | 'audience_help') => {
    if (!game) return;
    dispatch({ type: 'lifelineAsked' });
    try {
      const help = await getLifebuoy(game.attemptId, { question: game.question.id, lifebuoy });
      play.update((current) =>
        lifebuoy === '50_50'
          ? { ...current, fiftyUsed: true, hidden: help.answersToHide ?? [] }
          : {
              ...current,
              audienceUsed: true,
              audience: help.audience ?? null,
              audienceHelpId: help.audienceHelpId ?? null,
            },
      );
    } catch (error) {
      lost(error);
    } finally {
      dispatch({ type: 'lifelineSettled' });
    }
  };

  const pendingId = round.answer?.correct === null ? round.answer.id : null;
  const feedback =
    round.answer && round.answer.correct !== null ? { answerId: round.answer.id, correct: round.answer.correct } : null;
  const canStart = data?.isActive === true && canPlay && !data.isStarted;
  const startError = play.startError instanceof ApiError ? play.startError : null;

  return (
    <Page heading={t('pages.millionaires')} wide>
      <LeaveGuard
        when={play.playing}
        message={
          data && data.leftAttempts > 0
            ? t('millionaires.leaveMessageAttemptsLeft', { count: data.leftAttempts })
            : t('millionaires.leaveMessage')
        }
        onLeave={() => void checkIfStart(slug).catch(() => undefined)}
      />
      <div className="overflow-hidden rounded-3xl bg-gradient-to-b from-brand-950 to-brand-800 p-4 text-white shadow-lg sm:p-8">
        {!data && !play.state.isError && <QuizLoading />}
        {play.state.isError && <Alert>{t('quizzes.loadFailed')}</Alert>}

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
                localStart={play.localStart}
                running={play.playing}
                finalSeconds={outcome ? outcome.results.time : game ? null : 0}
              />
            </div>

            {round.failed && (
              <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 text-ink">
                <div className="flex-1">
                  <Alert>{t('millionaires.questionFailed')}</Alert>
                </div>
                <Button onClick={() => void loadQuestion()} busy={round.loading}>
                  {t('millionaires.reloadQuestion')}
                </Button>
              </div>
            )}

            {game && play.phase === 'playing' && (
              <>
                <Lifelines
                  fiftyUsed={game.fiftyUsed}
                  audienceUsed={game.audienceUsed}
                  fiftyUnavailable={game.question.answers.length - game.hidden.length < 3}
                  disabled={round.lifeline || round.answer !== null}
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
                    disabled={round.answer !== null}
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
                onRetry={play.reset}
              />
            )}

            {play.phase === 'intro' && (
              <QuizIntro
                quiz={data.quiz}
                surface="plain"
                heading={t('millionaires.introHeading')}
                description={t('millionaires.intro', { count: data.numberOfQuestions })}
                result={
                  data.results && data.isCompleted ? (
                    <ResultPanel
                      results={data.results}
                      leftAttempts={data.leftAttempts}
                      canRetry={false}
                      onRetry={play.reset}
                    />
                  ) : undefined
                }
                attemptsLeft={canStart ? data.leftAttempts : undefined}
                start={
                  canStart
                    ? {
                        label: t('millionaires.start'),
                        busy: play.starting,
                        onStart: play.start,
                        regulations: {
                          label: t('millionaires.regulations'),
                          required: t('millionaires.regulationsRequired'),
                          error: startError?.fieldError('regulations'),
                        },
                      }
                    : null
                }
              >
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
                {data.isActive && canPlay && data.isStarted && !round.failed && (
                  <div className="flex justify-center py-6">
                    <Spinner />
                  </div>
                )}
              </QuizIntro>
            )}
          </div>
        )}
      </div>
    </Page>
  );
}
