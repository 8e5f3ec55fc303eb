import '../texts';
import { type QueryKey, useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { localStartFrom } from './use-server-elapsed';

/** The server's message of a refused call, or `fallback` when there is none (no answer came). */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;

/**
 * How a quiz page reads a state nothing else shows: afresh on every visit (nothing is kept once
 * the page closes), once (a refusal or a failure is shown, not retried) and never again behind the
 * player's back.
 */
export const readOnEveryVisit = { gcTime: 0, retry: false, refetchOnReconnect: false } as const;

type QuizPhase = 'intro' | 'playing' | 'finished';

/** The server's START and its clock as an answer gives them (ISO), for the running time. */
interface ServerClock {
  start_at: string;
  server_time: string;
}

type Play<G, R> =
  | { phase: 'intro' }
  | { phase: 'playing'; game: G; localStart: number | null }
  | { phase: 'finished'; game: G | null; localStart: number | null; result: R };

type PlayAction<G, R> =
  /** The game as the server gives it now: START, back into a running attempt, the board read again. */
  | { type: 'entered'; game: G; localStart: number | null }
  /** A move changed the game. */
  | { type: 'moved'; change: (game: G) => G }
  | { type: 'finished'; result: R }
  /** Back to the intro: the attempt ended elsewhere, or another one may start. */
  | { type: 'reset' };

function play<G, R>(state: Play<G, R>, action: PlayAction<G, R>): Play<G, R> {
  switch (action.type) {
    case 'entered':
      return { phase: 'playing', game: action.game, localStart: action.localStart };
    case 'moved':
      return state.phase === 'intro' || state.game === null ? state : { ...state, game: action.change(state.game) };
    case 'finished':
      return state.phase === 'intro'
        ? { phase: 'finished', game: null, localStart: null, result: action.result }
        : { ...state, phase: 'finished', result: action.result };
    case 'reset':
      return { phase: 'intro' };
  }
}

interface Options<S, G, R, K extends QueryKey> {
  /** The page's reading of the quiz and the player's place in it. */
  state: UseQueryOptions<S, Error, S, K>;
  /** False while something must happen before the state is read. */
  enabled?: boolean;
  /** START, or back into the running attempt: the game as the server deals it. */
  start: () => Promise<G>;
  /** Where a game's answer gives the server's START; kinds without a clock leave it out. */
  clock?: (game: G) => ServerClock;
  /** The player ends the attempt after a confirmation: the server's answer is the result. */
  send?: (game: G) => Promise<R>;
  /** A finished attempt the state already shows (the page opened again): its result, or null. */
  finishedIn?: (state: S) => R | null;
  /** The quiz widget's query (MOJE WYNIKI): START and the end of an attempt change what it shows. */
  widgetKey: QueryKey;
  /** How long the kind's notifications stay, when not the usual. */
  noticeMs?: number;
  /** The state could not be read; by default a notification says so. */
  onLoadError?: (error: Error) => void;
  /** START was refused; by default a notification gives the server's message. */
  onStartError?: (error: Error) => void;
  /** Sending was refused; by default a notification gives the server's message. */
  onSendError?: (error: Error) => void;
}

/**
 * What every quiz page does around its own game: reads the state, starts (busy meanwhile), keeps
 * the game and the server's START on this browser's clock, ends the attempt (sent after a
 * confirmation, or ended by a move), and says when a call fails. `playing` is when leaving costs
 * the attempt (LeaveGuard). The page keeps only what its kind adds: the game's moves and its board.
 *
 * The types are inferred from the options; a page that must name them (a result no option gives
 * away) names the state, the game and the result, and the key's type falls back to `any`.
 */
export function useQuizGame<S, G, R, K extends QueryKey = any>(options: Options<S, G, R, K>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { clock, finishedIn, widgetKey, noticeMs } = options;
  const state = useQuery({ ...options.state, enabled: options.enabled ?? true });
  const [current, dispatch] = useReducer(play<G, R>, { phase: 'intro' });
  const [confirming, setConfirming] = useState(false);

  const failed = (error: unknown, fallback = t('notifications.unknownError')) =>
    notify.error(failureMessage(error, fallback), { duration: noticeMs });
  const refreshWidget = () => void queryClient.invalidateQueries({ queryKey: widgetKey });

  const loadFailed = useEffectEvent(() => {
    if (!state.error) return;
    if (options.onLoadError) options.onLoadError(state.error);
    else notify.error(t('quizzes.loadFailed'), { duration: noticeMs });
  });
  useEffect(() => {
    if (state.isError) loadFailed();
  }, [state.isError]);

  const enter = (game: G) => {
    const serverClock = clock?.(game);
    const localStart = serverClock ? localStartFrom(serverClock.start_at, serverClock.server_time) : null;
    dispatch({ type: 'entered', game, localStart });
  };

  const finish = (result: R) => {
    dispatch({ type: 'finished', result });
    refreshWidget();
  };

  const starting = useMutation({
    mutationFn: options.start,
    onSuccess: (game) => {
      enter(game);
      refreshWidget();
    },
    onError: (error) => (options.onStartError ?? failed)(error),
  });

  // Submit buttons stay busy a moment after the call: a double click sends nothing twice.
  // Only kinds with `send` offer askToSend, so the confirmation never opens without it.
  const sending = useMutation({
    mutationFn: (game: G) => withRelease(() => options.send!(game)),
    onSuccess: finish,
    onError: (error) => (options.onSendError ?? failed)(error),
    onSettled: () => setConfirming(false),
  });

  const shownResult = current.phase === 'intro' && state.data && finishedIn ? finishedIn(state.data) : null;
  const phase: QuizPhase = shownResult !== null ? 'finished' : current.phase;
  const game = current.phase === 'intro' ? null : current.game;

  return {
    state,
    phase,
    /** A game runs: leaving now would cost the attempt. */
    playing: phase === 'playing',
    game,
    result: current.phase === 'finished' ? current.result : shownResult,
    /** The server's START on this browser's clock (QuizTimer), null before it. */
    localStart: current.phase === 'intro' ? null : current.localStart,
    start: () => starting.mutate(),
    starting: starting.isPending,
    startError: starting.error,
    enter,
    update: (change: (game: G) => G) => dispatch({ type: 'moved', change }),
    finish,
    /** Back to the intro (the attempt ended elsewhere, or another may start); the widget's query is read again. */
    reset: () => {
      dispatch({ type: 'reset' });
      refreshWidget();
    },
    /** Opens the confirmation before sending. */
    askToSend: () => setConfirming(true),
    /** The confirmation's open, busy, onConfirm and onCancel, for a ConfirmDialog. */
    sendConfirmation: {
      open: confirming,
      busy: sending.isPending,
      onConfirm: () => {
        if (game !== null) sending.mutate(game);
      },
      onCancel: () => setConfirming(false),
    },
    failed,
  };
}
