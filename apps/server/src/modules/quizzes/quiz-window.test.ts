import { QUIZ_NOT_ACTIVE, type QuizAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs } from '../../../test/client.js';
import { setQuizWindow } from './quiz-window.service.js';
import { demoQuizSlugs } from '../../seed/demo-quiz-content.js';

const t = appPerTest();

const quizOf = async (slug: string) =>
  (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get(`/api/quizzes/${slug}`)).json<QuizAnswer>().quiz;

describe('setQuizWindow', () => {
  it('opens a quiz from the first to the end of the last day, in Warsaw time', async () => {
    await setQuizWindow(t.db, demoQuizSlugs.millionaires, '2025-08-21', '2025-09-04');
    expect(await quizOf(demoQuizSlugs.millionaires)).toMatchObject({
      opens_at: '2025-08-20T22:00:00.000Z',
      closes_at: '2025-09-04T22:00:00.000Z',
      is_active: true,
    });
    // Winter time, and a last day on which the clocks go back.
    await setQuizWindow(t.db, demoQuizSlugs.crossword, '2025-10-26', '2025-12-01');
    expect(await quizOf(demoQuizSlugs.crossword)).toMatchObject({
      opens_at: '2025-10-25T22:00:00.000Z',
      closes_at: '2025-12-01T23:00:00.000Z',
      is_active: false,
    });
  });

  it('closes the quiz for play once the last day is over', async () => {
    await setQuizWindow(t.db, demoQuizSlugs.millionaires, '2025-08-01', '2025-08-31');
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get(`/api/quizzes/${demoQuizSlugs.millionaires}`)).json<QuizAnswer>().quiz.is_active).toBe(
      false,
    );
    const start = await seller.post(`/api/millionaires-store/${demoQuizSlugs.millionaires}`, { regulations: true });
    expect(start.statusCode).toBe(403);
    expect(start.json()).toMatchObject({ message: QUIZ_NOT_ACTIVE });
  });

  it('refuses days that are not days, a window ending before it starts and an unknown quiz, changing nothing', async () => {
    const before = await quizOf(demoQuizSlugs.findPair);
    await expect(setQuizWindow(t.db, demoQuizSlugs.findPair, '21.08.2025', '2025-02-30')).rejects.toMatchObject({
      statusCode: 422,
      errors: { first_day: ['Podaj dzień w postaci RRRR-MM-DD.'], last_day: ['Podaj dzień w postaci RRRR-MM-DD.'] },
    });
    await expect(setQuizWindow(t.db, demoQuizSlugs.findPair, '2025-09-04', '2025-08-21')).rejects.toMatchObject({
      statusCode: 422,
      errors: { last_day: ['Ostatni dzień nie może być wcześniejszy niż pierwszy.'] },
    });
    await expect(setQuizWindow(t.db, 'krzyzyowka-nr-1', '2025-08-21', '2025-09-04')).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(await quizOf(demoQuizSlugs.findPair)).toEqual(before);
  });
});
