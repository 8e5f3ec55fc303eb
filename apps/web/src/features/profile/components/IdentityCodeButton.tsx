import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ApiError } from '../../../lib/api';
import { sendIdentityCode } from '../api/identity-code';

/**
 * For an account without a password: sends the code that proves a change to the current phone,
 * and says whether it went (a refusal, e.g. one code a minute, in the server's words).
 */
export function IdentityCodeButton() {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; sent: boolean; error?: string }>({ busy: false, sent: false });

  const send = async () => {
    setState({ busy: true, sent: state.sent });
    try {
      await sendIdentityCode();
      setState({ busy: false, sent: true });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 429 ? error.message : t('profile.identity.sendFailed');
      setState({ busy: false, sent: state.sent, error: message });
    }
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-ink">{t('profile.identity.codeIntro')}</p>
      <Button type="button" variant="secondary" busy={state.busy} onClick={() => void send()}>
        {state.sent ? t('profile.identity.resendCode') : t('profile.identity.sendCode')}
      </Button>
      <p role="status" className="text-sm">
        {state.error ? (
          <span className="text-danger">{state.error}</span>
        ) : state.sent ? (
          t('profile.identity.codeSent')
        ) : null}
      </p>
    </div>
  );
}
