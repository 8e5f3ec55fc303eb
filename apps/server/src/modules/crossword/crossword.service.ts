import {
  CROSSWORD_ALREADY_SENT,
  CROSSWORD_THANKS,
  type Crossword,
  type CrosswordCreateAnswer,
  crosswordLetter,
  type CrosswordQuestion,
  type CrosswordShowAnswer,
  type CrosswordShowTimeAnswer,
  type crosswordStoreSchema,
  type CrosswordStoreAnswer,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_STARTED,
} from '@portal/contract';
import { z } from 'zod';
import { ConflictError, ForbiddenError } from '../../lib/errors.js';
import {
  type Attempt,
  attemptTime,
  latestAttempt,
  loadQuiz,
  type Play,
  playerAttempts,
  type Quiz,
  type QuizKind,
  readState,
  requireOpen,
  saveMove,
  standing,
  standingAt,
  startAttempt,
} from '../quizzes/quiz-engine.js';
import { findCrossword, findQuestions } from './crossword.repository.js';

type QuestionRow = Awaited<ReturnType<typeof findQuestions>>[number];

const letters = (word: string) => Array.from(crosswordLetter(word));

/** The sent answers are kept with the attempt, so the result can be shown again; empty before. */
const stateSchema = z.object({ result: z.record(z.string(), z.boolean()), additional_password: z.boolean() }).partial();
type State = z.infer<typeof stateSchema>;

const sentAttempt = (attempts: Attempt[]) => attempts.find((attempt) => attempt.status === 'completed');

/**
 * The crossword: START stamps the attempt, sending the letters ends it. The clock runs from the
 * player's first START: leaving the page spends the attempt (the typed letters were never sent)
 * and a later attempt does not start the clock again, so nobody gains time by looking first. The
 * last attempt cannot be spent that way: START goes back into it, with its clock still running.
 */
export const crossword: QuizKind<State> = {
  name: 'crossword',
  state: stateSchema,
  refuseStart(attempts) {
    if (sentAttempt(attempts)) throw new ForbiddenError(CROSSWORD_ALREADY_SENT);
  },
  reenter: (running) => (running.left === 0 ? running : 'abandon'),
  deal: () => ({}),
  timedFrom: (attempts) => attempts[0]?.timed_from,
};

async function loadCrossword(play: Play, slug: string) {
  const quiz = await loadQuiz(play.db, slug, crossword.name);
  const [row, questions] = await Promise.all([findCrossword(play.db, quiz.id), findQuestions(play.db, quiz.id)]);
  if (!row) throw new Error(`Crossword ${slug} has no password`);
  return { quiz, password: letters(row.additional_password), questions };
}

function describe(quiz: Quiz, password: string[], questions: QuestionRow[], left: number): Crossword {
  return {
    slug: quiz.slug,
    title: quiz.title,
    questions_count: questions.filter((row) => row.number > 0).length,
    additional_password_length: password.length,
    additional_password_last_letter: password.at(-1) ?? '',
    grid_width: Math.max(0, ...questions.map((row) => row.grid_start_position + letters(row.answer).length - 1)),
    main_column: Math.max(0, ...questions.map((row) => row.grid_start_position + row.position_main_letter - 1)),
    left_attempts: left,
  };
}

/** A row as the player sees it: its length and marks, the given letters, never the answer. */
function question(row: QuestionRow): CrosswordQuestion {
  const answer = letters(row.answer);
  return {
    id: row.id,
    name: row.clue,
    number: row.number,
    answer_length: answer.length,
    grid_start_position: row.grid_start_position,
    position_main_letter: row.position_main_letter,
    position_additional_letter: row.position_additional_letter,
    additional_password_letter_index: row.additional_password_letter_index,
    disabled_letters_array: row.disabled_letters.map((position) => ({ position, letter: answer[position - 1] ?? '' })),
  };
}

/** GET crossword-show-time: the widget's time (once sent) and whether the crossword is open. */
export async function crosswordTime(play: Play, slug: string): Promise<CrosswordShowTimeAnswer> {
  const { info, attempts, left } = await standing(play, crossword, slug);
  const sent = sentAttempt(attempts);
  const time = sent ? attemptTime(sent) : null;
  return {
    success: true,
    quiz: info,
    time: time?.time ?? null,
    time_formatted: time?.time_formatted ?? null,
    is_active: info.is_active,
    left_attempts: left,
    passed: sent ? sent.passed : null,
  };
}

/** GET crossword-show: the crossword can be solved by this user now; otherwise a refusal. */
export async function showCrossword(play: Play, slug: string): Promise<CrosswordShowAnswer> {
  const { quiz, password, questions } = await loadCrossword(play, slug);
  requireOpen(quiz, play.clock);
  const { info, attempts, left, isStarted } = await standingAt(play, quiz);
  if (sentAttempt(attempts)) throw new ForbiddenError(CROSSWORD_ALREADY_SENT);
  if (left === 0 && !isStarted) throw new ForbiddenError(QUIZ_NO_ATTEMPTS_LEFT);
  return {
    success: true,
    quiz: info,
    crossword: describe(quiz, password, questions, left),
    is_started: isStarted,
  };
}

/**
 * GET crossword-create: START. A running attempt means its page was left: that attempt is spent
 * and, while attempts remain, a new one begins on the clock of the first START. The last attempt
 * is never spent into nothing: with no other left, START goes back into it, its clock running on.
 */
export async function createCrossword(play: Play, slug: string): Promise<CrosswordCreateAnswer> {
  const { quiz, password, questions } = await loadCrossword(play, slug);
  const { attempt, left } = await startAttempt(play, crossword, quiz);
  return {
    success: true,
    crossword: describe(quiz, password, questions, left),
    questions: questions.filter((row) => row.number > 0).map(question),
    start_at: attempt.timed_from,
    server_time: play.clock.now().toISOString(),
  };
}

/** The row the player filled in, with the given letters put in by the server. */
function typedWord(row: QuestionRow, typed: string[] | undefined): string {
  const answer = letters(row.answer);
  const given = new Set(row.disabled_letters);
  return answer.map((letter, index) => (given.has(index + 1) ? letter : (typed?.[index] ?? ''))).join('');
}

/**
 * POST crossword-store: checks the rows and the additional password (case-insensitive, Polish
 * letters intact; empty cells are wrong letters), stamps the finish and ends the attempt. A second
 * sending changes nothing.
 */
export async function storeCrossword(
  play: Play,
  slug: string,
  payload: z.output<typeof crosswordStoreSchema>,
): Promise<CrosswordStoreAnswer> {
  const { db, clock, actor } = play;
  const { quiz, password, questions } = await loadCrossword(play, slug);
  return db.transaction().execute(async (trx) => {
    requireOpen(quiz, clock);
    const attempts = await playerAttempts(trx, quiz, actor);
    if (sentAttempt(attempts)) throw new ConflictError(CROSSWORD_ALREADY_SENT);
    const attempt = latestAttempt(attempts);
    if (attempt?.status !== 'started') throw new ConflictError(QUIZ_NOT_STARTED);

    // A password with letters missing is sent all the same and judged wrong: the page reminds
    // the player of it, but a row left unsolved must not cost the whole attempt.
    const typedPassword = password.map((letter, index) =>
      index === password.length - 1 ? letter : (payload.additional_password[index] ?? ''),
    );

    const result = Object.fromEntries(
      questions.map((row) => [
        String(row.id),
        typedWord(row, payload.answers[String(row.id)]) === letters(row.answer).join(''),
      ]),
    );
    const passwordRight = typedPassword.join('') === password.join('');
    const right = Object.values(result).filter(Boolean).length;
    const running = { trx, clock, actor, quiz, attempt, state: readState(crossword, attempt) };
    const saved = await saveMove(running, {
      state: { result, additional_password: passwordRight },
      finish: {
        status: 'completed',
        score: right,
        mistakes: questions.length - right,
        passed: right === questions.length && passwordRight,
      },
    });
    const time = attemptTime(saved)!;
    return {
      success: true,
      message: CROSSWORD_THANKS,
      result,
      additional_password: passwordRight,
      passed: saved.passed,
      time: time.time,
      time_formatted: time.time_formatted,
    };
  });
}
