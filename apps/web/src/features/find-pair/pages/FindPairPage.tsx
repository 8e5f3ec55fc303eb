import { FIND_PAIR_CLEAR_MS, type FindPairCard, type FindPairShowAnswer, type UserFindPair } from '@portal/contract';
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
import { LeaveGuard, localStartFrom, QuizTexts, QuizTimer } from '../../quizzes';
import { checkCards, createFindPair, storeCard, storeFindPair } from '../api/find-pair-moves';
import { findPairKey, findPairOptions } from '../api/find-pair-state';
import { FindPairResult } from '../components/FindPairResult';
import { PairCard } from '../components/PairCard';

interface Game {
  cards: FindPairCard[];
  user: UserFindPair;
  /** The server's START on this browser's clock. */
  localStart: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Znajdź parę" (desktop only): START deals the cards on the server. A card shows its face only
 * once the server gives it; two turned cards are judged by the server, stay in view for 500 ms and
 * the board is then read again. The stopwatch shows the server's time since START.
 */
export function FindPairPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<FindPairShowAnswer | null>(null);
  const [game, setGame] = useState<Game | null>(null);
  const [finished, setFinished] = useState<UserFindPair | null>(null);
  const [starting, setStarting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const loaded = useRef(false);

  const failed = (error: unknown) =>
    notify.error(error instanceof ApiError && error.message ? error.message : t('notifications.unknownError'));

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    queryClient
      .fetchQuery(findPairOptions)
      .then((show) => {
        if (show.userFindPair?.is_completed) setFinished(show.userFindPair);
        setShown(show);
      })
      .catch(() => notify.error(t('quizzes.loadFailed')));
  }, [queryClient, t]);

  const end = (user: UserFindPair) => {
    setFinished(user);
    void queryClient.invalidateQueries({ queryKey: findPairKey });
  };

  /** Reads the board from the server: after START, and after every check. */
  const load = async () => {
    const created = await createFindPair();
    setGame({
      cards: created.cards,
      user: created.userFindPair,
      localStart: localStartFrom(created.userFindPair.start_at, created.server_time),
    });
  };

  const start = async () => {
    setStarting(true);
    try {
      await load();
    } catch (error) {
      failed(error);
    } finally {
      setStarting(false);
    }
  };

  const showCards = (cards: FindPairCard[]) =>
    setGame((current) =>
      current
        ? { ...current, cards: current.cards.map((card) => cards.find((open) => open.id === card.id) ?? card) }
        : current,
    );

  const pick = async (card: FindPairCard) => {
    if (!game || busy) return;
    setBusy(true);
    try {
      const turned = await storeCard(game.user.id, card.id);
      showCards([turned.card]);
      setGame((current) => (current ? { ...current, user: turned.userFindPair } : current));
      const selected = turned.userFindPair.selected_cards;
      if (selected.length === 2) {
        const checked = await checkCards(game.user.id, [selected[0]!, selected[1]!]);
        showCards(checked.user_selected_cards);
        setGame((current) => (current ? { ...current, user: checked.userFindPair } : current));
        await wait(FIND_PAIR_CLEAR_MS);
        if (checked.userFindPair.is_completed) end(checked.userFindPair);
        else await load();
      }
    } catch (error) {
      failed(error);
      await load().catch(() => notify.error(t('quizzes.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (!game) return;
    setSending(true);
    try {
      const answer = await withRelease(() => storeFindPair(game.user.id));
      setGame({ ...game, user: answer.userFindPair });
      end(answer.userFindPair);
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(false);
      setSending(false);
    }
  };

  const running = game !== null && !game.user.is_completed;
  const quiz = shown?.quiz;
  const canStart = quiz?.is_active === true && (shown?.left_attempts ?? 0) > 0;
  const resuming = shown?.userFindPair !== null && shown?.userFindPair?.is_completed === false;

  return (
    <Page heading={t('pages.findPair')} wide>
      <LeaveGuard
        when={running}
        title={t('quizzes.leaveTitle')}
        message={t('findPair.leaveMessage')}
        stayLabel={t('quizzes.leaveStay')}
        leaveLabel={t('quizzes.leaveGo')}
      />
      <div className="lg:hidden">
        <Alert tone="warning">{t('findPair.desktopOnly')}</Alert>
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
              <h2 className="text-2xl font-bold">{t('findPair.introHeading')}</h2>
              <p className="text-brand-100">{t('findPair.intro')}</p>
              {canStart || resuming ? (
                <>
                  <Alert tone="warning">{resuming ? t('findPair.resumeWarning') : t('findPair.leaveWarning')}</Alert>
                  <Button onClick={() => void start()} busy={starting} className="px-10 text-lg tracking-wide">
                    {resuming ? t('findPair.resume') : t('findPair.start')}
                  </Button>
                </>
              ) : (
                <Alert tone="info">{quiz.is_active ? t('findPair.noAttemptsLeft') : t('quizzes.inactive')}</Alert>
              )}
            </section>
            <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5">
              <QuizTexts quiz={quiz} rulesOpen />
            </div>
          </div>
        )}

        {game && !finished && (
          <section aria-label={t('findPair.board')} className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-brand-100">
              <QuizTimer localStart={game.localStart} running={running} finalSeconds={game.user.time} />
              <p className="text-lg font-bold text-brand-900">
                {t('findPair.found', { found: game.user.founded_pairs, total: game.user.pairs_total })}
              </p>
              <p className="text-lg font-bold text-brand-900">
                {t('findPair.errors', { count: game.user.missed_pairs })}
              </p>
              <Button variant="secondary" onClick={() => setConfirming(true)} disabled={!running}>
                {t('findPair.finish')}
              </Button>
            </div>
            <div className="mx-auto grid max-w-3xl grid-cols-5 gap-3">
              {game.cards.map((card) => (
                <PairCard
                  key={card.id}
                  card={card}
                  disabled={!running || busy}
                  onPick={(picked) => void pick(picked)}
                />
              ))}
            </div>
          </section>
        )}

        {finished && (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <FindPairResult result={finished} />
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        title={t('findPair.confirmTitle')}
        message={t('findPair.confirmMessage')}
        cancelLabel={t('findPair.no')}
        confirmLabel={t('findPair.yes')}
        busy={sending}
        onConfirm={() => void finish()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
