import '../texts';
import type { FindDiff, FindDiffArea, UserFindDiff } from '@portal/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import {
  failureMessage,
  DesktopOnly,
  LeaveGuard,
  QuizBySlug,
  QuizIntro,
  QuizLoading,
  readOnEveryVisit,
  useQuizGame,
} from '../../quizzes';
import { createFindDiff } from '../api/create-find-diff';
import { showFindDiff } from '../api/show-find-diff';
import { storeDiff } from '../api/store-diff';
import { storeFindDiff } from '../api/store-find-diff';
import { userFindDiffKey, userFindDiffOptions } from '../api/user-find-diff';
import { DiffPicture } from '../components/DiffPicture';
import { FindDiffResult } from '../components/FindDiffResult';
import { Lives } from '../components/Lives';

interface Game {
  findDiff: FindDiff;
  user: UserFindDiff;
  areas: FindDiffArea[];
}

interface Result {
  user: UserFindDiff;
  total: number;
}

/** What the page reads as it opens: whether the user may play now, and the attempt as it stands. */
const pageState = (slug: string) =>
  queryOptions({
    queryKey: ['find-diff', 'page', slug],
    queryFn: async ({ client }) => {
      const [show, state] = await Promise.all([
        showFindDiff(slug),
        client.fetchQuery({ ...userFindDiffOptions(slug), staleTime: 0 }),
      ]);
      return { show, attempt: state.userFindDiff };
    },
    ...readOnEveryVisit,
  });

/**
 * "Znajdź różnice" (desktop only): START opens the attempt on the server, every click on either
 * picture goes to the server as a point, which judges it; the areas are known only once found.
 * Coming back to a running game costs a life, as the warnings say.
 */
export function FindDiffPage() {
  const { t } = useTranslation();
  return (
    <QuizBySlug kind="find_diff" heading={t('pages.findDiff')}>
      {(slug) => <FindDiffGame slug={slug} />}
    </QuizBySlug>
  );
}

function FindDiffGame({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = pageState(slug);
  const play = useQuizGame({
    state,
    widgetKey: userFindDiffKey(slug),
    start: async (): Promise<Game> => {
      const created = await createFindDiff(slug);
      if (created.message) notify.warning(created.message);
      return { findDiff: created.findDiff, user: created.userFindDiff, areas: created.areas };
    },
    send: (game) =>
      storeFindDiff(game.user.id).then((answer): Result => ({
        user: answer.userFindDiff,
        total: game.findDiff.count_of_diff,
      })),
    finishedIn: ({ attempt }) =>
      attempt?.is_completed ? { user: attempt, total: attempt.diff_to_found + attempt.founded_diff_count } : null,
    onStartError: (error) => {
      notify.error(failureMessage(error, t('notifications.unknownError')));
      // Coming back may have cost the last life: show where the user stands now.
      void queryClient.invalidateQueries({ queryKey: state.queryKey });
    },
  });
  const [clicking, setClicking] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The result appears under the pictures: bring it into view when the game ends.
  useEffect(() => {
    if (play.result && play.game) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [play.result, play.game]);

  const pick = async (point: { x: number; y: number }) => {
    const game = play.game;
    if (!game || clicking) return;
    setClicking(true);
    try {
      const answer = await storeDiff(game.user.id, { diff: point });
      play.update((current) => ({
        ...current,
        user: answer.userFindDiff,
        areas: answer.area ? [...current.areas, answer.area] : current.areas,
      }));
      if (answer.success) notify.generic(answer.message);
      else notify.error(answer.message);
      if (answer.userFindDiff.is_completed) {
        play.finish({ user: answer.userFindDiff, total: game.findDiff.count_of_diff });
      }
    } catch (error) {
      play.failed(error);
    } finally {
      setClicking(false);
    }
  };

  const shown = play.state.data;
  const game = play.game;
  const running = play.playing;
  // Once sent, the attempt as the server ended it.
  const user = play.result?.user ?? game?.user;

  return (
    <Page heading={t('pages.findDiff')} wide>
      <LeaveGuard when={running} message={t('findDiff.leaveMessage')} />
      <DesktopOnly message={t('findDiff.desktopOnly')}>
        {!shown && <QuizLoading />}

        {shown && play.phase === 'intro' && (
          <QuizIntro
            quiz={shown.show.quiz}
            heading={t('findDiff.introHeading')}
            description={t('findDiff.intro')}
            start={
              shown.show.success
                ? {
                    label: shown.show.is_started ? t('findDiff.resume') : t('findDiff.start'),
                    busy: play.starting,
                    onStart: play.start,
                  }
                : null
            }
          >
            {shown.show.success ? (
              <Alert tone="warning">
                {shown.show.is_started ? t('findDiff.resumeWarning') : t('findDiff.reentryWarning')}
              </Alert>
            ) : (
              <Alert tone="info">{shown.show.message}</Alert>
            )}
          </QuizIntro>
        )}

        {game && user && (
          <section aria-label={t('findDiff.board')} className="space-y-5">
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-brand-100">
              <p className="text-lg font-bold text-brand-900" aria-live="polite" data-testid="found-counter">
                {t('findDiff.counter', { found: user.founded_diff_count, total: game.findDiff.count_of_diff })}
              </p>
              <Lives life={user.life} lost={user.lost_life} />
              <Button onClick={play.askToSend} disabled={!running || user.life <= 0}>
                {t('findDiff.send')}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-4">
              {(
                [
                  [game.findDiff.img_original, 'original', 'originalCaption'],
                  [game.findDiff.img_fake, 'fake', 'fakeCaption'],
                ] as const
              ).map(([src, label, caption]) => (
                <figure key={label} className="space-y-2">
                  <DiffPicture
                    src={src}
                    label={t(`findDiff.${label}`)}
                    width={game.findDiff.width}
                    height={game.findDiff.height}
                    found={game.areas}
                    disabled={!running || clicking}
                    onPick={(point) => void pick(point)}
                  />
                  <figcaption className="text-center text-sm font-semibold text-muted">
                    {t(`findDiff.${caption}`)}
                  </figcaption>
                </figure>
              ))}
            </div>
            {running && <p className="text-center text-sm text-muted">{t('findDiff.hint')}</p>}
          </section>
        )}

        {play.result && (
          <div
            ref={resultRef}
            className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 ${game ? 'mt-6' : ''}`}
          >
            <FindDiffResult result={play.result.user} total={play.result.total} />
          </div>
        )}
      </DesktopOnly>

      <ConfirmDialog
        {...play.sendConfirmation}
        title={t('findDiff.confirmTitle')}
        message={t('findDiff.confirmMessage')}
        cancelLabel={t('findDiff.no')}
        confirmLabel={t('findDiff.yes')}
      />
    </Page>
  );
}
