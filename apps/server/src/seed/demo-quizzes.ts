import type { DB } from '../db/database.js';
import {
  DEMO_QUIZ_DAYS,
  demoCrossword,
  demoFindDiff,
  demoFindPair,
  demoMillionairesQuestions,
  demoQuizzes,
} from './demo-quiz-content.js';

const DAY = 86_400_000;

/**
 * All four quizzes, open for DEMO_QUIZ_DAYS from the seeding, with the millionaires questions, the
 * crossword, the find-the-difference pictures with their areas and the find-pair cards.
 */
export async function seedQuizzes(trx: DB, now: Date): Promise<void> {
  const ids = new Map<string, number>();
  for (const quiz of demoQuizzes) {
    const { id } = await trx
      .insertInto('quizzes')
      .values({
        ...quiz,
        opens_at: now.toISOString(),
        closes_at: new Date(now.getTime() + DEMO_QUIZ_DAYS * DAY).toISOString(),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(quiz.kind, id);
  }

  const millionaires = ids.get('millionaires')!;
  for (const [sort, question] of demoMillionairesQuestions.entries()) {
    const { id } = await trx
      .insertInto('millionaires_questions')
      .values({ quiz_id: millionaires, name: question.name, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('millionaires_answers')
      .values(
        question.answers.map((answer, position) => ({
          question_id: id,
          type: answer.type,
          name: answer.name,
          alt: answer.alt ?? null,
          is_correct: answer.correct ? 1 : 0,
          position,
        })),
      )
      .execute();
  }

  const crossword = ids.get('crossword')!;
  await trx
    .insertInto('crosswords')
    .values({ quiz_id: crossword, additional_password: demoCrossword.additionalPassword })
    .execute();
  // Rows start where their main letter falls into the one main column.
  const mainColumn = Math.max(...demoCrossword.questions.map((question) => question.mainLetter));
  await trx
    .insertInto('crossword_questions')
    .values(
      demoCrossword.questions.map((question) => ({
        quiz_id: crossword,
        number: question.number,
        clue: question.clue,
        answer: question.answer,
        grid_start_position: mainColumn - question.mainLetter + 1,
        position_main_letter: question.mainLetter,
        position_additional_letter: question.additionalLetter?.position ?? null,
        additional_password_letter_index: question.additionalLetter?.index ?? null,
        disabled_letters: JSON.stringify(question.given ?? []),
      })),
    )
    .execute();

  const findDiff = ids.get('find_diff')!;
  await trx
    .insertInto('find_diffs')
    .values({
      quiz_id: findDiff,
      img_original: demoFindDiff.imgOriginal,
      img_fake: demoFindDiff.imgFake,
      width: demoFindDiff.width,
      height: demoFindDiff.height,
    })
    .execute();
  await trx
    .insertInto('find_diff_areas')
    .values(demoFindDiff.areas.map(({ number, cx, cy, r }) => ({ quiz_id: findDiff, number, cx, cy, r })))
    .execute();

  const findPair = ids.get('find_pair')!;
  await trx.insertInto('find_pairs').values({ quiz_id: findPair, img_reverse: demoFindPair.imgReverse }).execute();
  await trx
    .insertInto('find_pair_faces')
    .values(demoFindPair.faces.map((face) => ({ quiz_id: findPair, ...face })))
    .execute();
}
