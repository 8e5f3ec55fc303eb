import '../texts';
import { FIND_PAIR_CLEAR_MS, type FindPairCard, type FindPairCreateAnswer, type UserFindPair } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { DesktopOnly, LeaveGuard, QuizBySlug, QuizIntro, QuizLoading, QuizTimer, useQuizGame } from '../../quizzes';
import { checkCards, createFindPair, storeCard, storeFindPair } from '../api/find-pair-moves';
import { findPairKey, findPairOptions } from '../api/find-pair-state';
import { FindPairResult } from '../components/FindPairResult';
import { PairCard } from '../components/PairCard';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The game after a move: the cards the server turned face up, and the attempt as it stands. */
const afterMove = (game: FindPairCreateAnswer, open: FindPairCard[], user: UserFindPair): FindPairCreateAnswer => ({
  ...game,
  cards: game.cards.map((card) => open.find((turned) => turned.id === card.id) ?? card),
  userFindPair: user,
});

/**
 * "Znajdź parę" (desktop only): START deals the cards on the server. A card shows its face only
 * once the server gives it; two turned cards are judged by the server, stay in view for 500 ms and
 * the board is then read again. The stopwatch shows the server's time since START.
 */
export function FindPairPage() {
  const { t } = useTranslation();
  return (
    <QuizBySlug kind="find_pair" heading={t('pages.findPair')}>
      {(slug) => <FindPairGame slug={slug} />}
    </QuizBySlug>
  );
}

function FindPairGame({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const play = useQuizGame({
    state: findPairOptions(slug),
    widgetKey: findPairKey(slug),
    start: () => createFindPair(slug),
    clock: (game) => ({ start_at: game.userFindPair.start_at, server_time: game.server_time }),
    send: (game) => storeFindPair(game.userFindPair.id).then((answer) => answer.userFindPair),
    finishedIn: (shown) => (shown.userFindPair?.is_completed ? shown.userFindPair : null),
  });
  const [busy, setBusy] = useState(false);

  /** Reads the board from the server: after every check, and after a refused move. */
  const deal = async () => play.enter(await createFindPair(slug));

  const pick = async (card: FindPairCard) => {
    const game = play.game;
    if (!game || busy) return;
    setBusy(true);
    try {
      const turned = await storeCard(game.userFindPair.id, card.id);
      play.update((current) => afterMove(current, [turned.card], turned.userFindPair));
      const selected = turned.userFindPair.selected_cards;
      if (selected.length === 2) {
        const checked = await checkCards(game.userFindPair.id, [selected[0]!, selected[1]!]);
        play.update((current) => afterMove(current, checked.user_selected_cards, checked.userFindPair));
        await wait(FIND_PAIR_CLEAR_MS);
        if (checked.userFindPair.is_completed) play.finish(checked.userFindPair);
        else await deal();
      }
    } catch (error) {
      play.failed(error);
      await deal().catch(() => notify.error(t('quizzes.loadFailed')));
    } finally {
      setBusy(false);
    }
  };

  const shown = play.state.data;
  const game = play.game;
  // The last pair is judged: the clock and the board stop while it stays in view.
  const running = game !== null && play.playing && !game.userFindPair.is_completed;
  const canStart = shown?.quiz.is_active === true && shown.left_attempts > 0;
  const resuming = shown?.userFindPair?.is_completed === false;

  return (
    <Page heading={t('pages.findPair')} wide>
      <LeaveGuard when={running} message={t('findPair.leaveMessage')} />
      <DesktopOnly message={t('findPair.desktopOnly')}>
        {!shown && <QuizLoading />}

        {shown && play.phase === 'intro' && (
          <QuizIntro
            quiz={shown.quiz}
            heading={t('findPair.introHeading')}
            description={t('findPair.intro')}
            start={
              canStart || resuming
                ? {
                    label: resuming ? t('findPair.resume') : t('findPair.start'),
                    busy: play.starting,
                    onStart: play.start,
                  }
                : null
            }
          >
            {canStart || resuming ? (
              <Alert tone="warning">{resuming ? t('findPair.resumeWarning') : t('findPair.leaveWarning')}</Alert>
            ) : (
              <Alert tone="info">{shown.quiz.is_active ? t('findPair.noAttemptsLeft') : t('quizzes.inactive')}</Alert>
            )}
          </QuizIntro>
        )}

        {game && play.phase === 'playing' && (
          <section aria-label={t('findPair.board')} className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white px-5 py-3 shadow-sm ring-1 ring-brand-100">
              <QuizTimer localStart={play.localStart} running={running} finalSeconds={game.userFindPair.time} />
              <p className="text-lg font-bold text-brand-900">
                {t('findPair.found', { found: game.userFindPair.founded_pairs, total: game.userFindPair.pairs_total })}
              </p>
              <p className="text-lg font-bold text-brand-900">
                {t('findPair.errors', { count: game.userFindPair.missed_pairs })}
              </p>
              <Button variant="secondary" onClick={play.askToSend} disabled={!running}>
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

        {play.result && (
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
            <FindPairResult result={play.result} />
          </div>
        )}
      </DesktopOnly>

      <ConfirmDialog
        {...play.sendConfirmation}
        title={t('findPair.confirmTitle')}
        message={t('findPair.confirmMessage')}
        cancelLabel={t('findPair.no')}
        confirmLabel={t('findPair.yes')}
      />
    </Page>
  );
}
