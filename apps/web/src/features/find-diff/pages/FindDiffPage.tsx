import type { FindDiff, FindDiffArea, FindDiffShowAnswer, UserFindDiff } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { LeaveGuard, QuizTexts } from '../../quizzes';
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

/**
 * "Znajdź różnice" (desktop only): START opens the attempt on the server, every click on either
 * picture goes to the server as a point, which judges it; the areas are known only once found.
 * Coming back to a running game costs a life, as the warnings say.
 */
export function FindDiffPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<FindDiffShowAnswer | null>(null);
  const [finished, setFinished] = useState<{ user: UserFindDiff; total: number } | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [starting, setStarting] = useState(false);
  const [clicking, setClicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const loaded = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    Promise.all([showFindDiff(), queryClient.fetchQuery(userFindDiffOptions)])
      .then(([show, state]) => {
        if (state.userFindDiff?.is_completed) {
          setFinished({
            user: state.userFindDiff,
            total: state.userFindDiff.diff_to_found + state.userFindDiff.founded_diff_count,
          });
        }
        setShown(show);
      })
      .catch(() => notify.error(t('quizzes.loadFailed')));
  }, [queryClient, t]);

  // The result appears under the pictures: bring it into view when the game ends.
  useEffect(() => {
    if (finished && game) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [finished, game]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: userFindDiffKey });

  const end = (user: UserFindDiff, total: number) => {
    setFinished({ user, total });
    refresh();
  };

  const start = async () => {
    setStarting(true);
    try {
      const created = await createFindDiff();
      setGame({ findDiff: created.findDiff, user: created.userFindDiff, areas: created.areas });
      if (created.message) notify.warning(created.message);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('notifications.unknownError'));
      // Coming back may have cost the last life: show where the user stands now.
      const [show, state] = await Promise.all([showFindDiff(), queryClient.fetchQuery(userFindDiffOptions)]).catch(
        () => [null, null] as const,
      );
      if (show) setShown(show);
      if (state?.userFindDiff?.is_completed)
        end(state.userFindDiff, state.userFindDiff.diff_to_found + state.userFindDiff.founded_diff_count);
    } finally {
      setStarting(false);
    }
  };

  const pick = async (point: { x: number; y: number }) => {
    if (!game || clicking) return;
    setClicking(true);
    try {
      const answer = await storeDiff(game.user.id, { diff: point });
      const areas = answer.area ? [...game.areas, answer.area] : game.areas;
      setGame({ ...game, user: answer.userFindDiff, areas });
      if (answer.success) notify.generic(answer.message);
      else notify.error(answer.message);
      if (answer.userFindDiff.is_completed) end(answer.userFindDiff, game.findDiff.count_of_diff);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('notifications.unknownError'));
    } finally {
      setClicking(false);
    }
  };

  const send = async () => {
    if (!game) return;
    setSending(true);
    try {
      const answer = await withRelease(() => storeFindDiff(game.user.id));
      setGame({ ...game, user: answer.userFindDiff });
      end(answer.userFindDiff, game.findDiff.count_of_diff);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('notifications.unknownError'));
    } finally {
      setConfirming(false);
      setSending(false);
    }
  };

  const running = game !== null && !game.user.is_completed;
  const quiz = shown?.quiz;

  return (
    <Page heading={t('pages.findDiff')} wide>
      <LeaveGuard
        when={running}
        title={t('quizzes.leaveTitle')}
        message={t('findDiff.leaveMessage')}
        stayLabel={t('quizzes.leaveStay')}
        leaveLabel={t('quizzes.leaveGo')}
      />
      <div className="lg:hidden">
        <Alert tone="warning">{t('findDiff.desktopOnly')}</Alert>
      </div>

      <div className="hidden lg:block">
        {!shown && (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        )}

        {shown && quiz && !game && !finished && (
          <div className="grid items-start gap-6 md:grid-cols-[3fr_2fr]">
            <section className="space-y-4 rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-8">
              <h2 className="text-2xl font-bold">{t('findDiff.introHeading')}</h2>
              <p className="text-brand-100">{t('findDiff.intro')}</p>
              {shown.success ? (
                <>
                  <Alert tone="warning">
                    {shown.is_started ? t('findDiff.resumeWarning') : t('findDiff.reentryWarning')}
                  </Alert>
                  <Button onClick={() => void start()} busy={starting} className="px-10 text-lg tracking-wide">
                    {shown.is_started ? t('findDiff.resume') : t('findDiff.start')}
                  </Button>
                </>
              ) : (
                <Alert tone="info">{shown.message}</Alert>
              )}
            </section>
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
              <QuizTexts quiz={quiz} rulesOpen />
            </div>
          </div>
        )}

        {game && (
          <section aria-label={t('findDiff.board')} className="space-y-5">
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-brand-100">
              <p className="text-lg font-bold text-brand-900" aria-live="polite" data-testid="found-counter">
                {t('findDiff.counter', {
                  found: game.user.founded_diff_count,
                  total: game.findDiff.count_of_diff,
                })}
              </p>
              <Lives life={game.user.life} lost={game.user.lost_life} />
              <Button onClick={() => setConfirming(true)} disabled={!running || game.user.life <= 0}>
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

        {finished && (
          <div
            ref={resultRef}
            className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 ${game ? 'mt-6' : ''}`}
          >
            <FindDiffResult result={finished.user} total={finished.total} />
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('findDiff.confirmTitle')}
        message={t('findDiff.confirmMessage')}
        cancelLabel={t('findDiff.no')}
        confirmLabel={t('findDiff.yes')}
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
