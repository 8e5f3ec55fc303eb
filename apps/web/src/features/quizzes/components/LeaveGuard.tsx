import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/Modal';

interface Props {
  /** A game is running: leaving now would cost the attempt. */
  when: boolean;
  /** What leaving costs in this kind of quiz. */
  message: string;
  /** Runs when the player confirms leaving, before the navigation goes on. */
  onLeave?: () => void;
}

/**
 * Warns before a running quiz is left: a link inside the portal opens a confirmation, a reload or
 * a closed tab the browser's own warning (browsers show their own text there).
 */
export function LeaveGuard({ when, message, onLeave }: Props) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the dialog.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('quizzes.leaveTitle')}
      message={message}
      confirmLabel={t('quizzes.leaveGo')}
      cancelLabel={t('quizzes.leaveStay')}
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}
