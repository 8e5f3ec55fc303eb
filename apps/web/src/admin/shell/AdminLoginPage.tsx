import type { OperatorEnrolmentAnswer, OperatorLoginPayload } from '@portal/contract';
import { adminAuthApi } from '@portal/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { type SignInField, SignInForm, SignInFrame } from '../kit/SignInFrame';
import { setFieldErrors } from '../../lib/form-errors';
import { adminCall, errorMessage, operatorQueryKey } from '../kit/api';

type Enrolment = OperatorEnrolmentAnswer['enrolment'];

/** Only a path of the back office itself may be where the sign-in leads (no open redirect). */
const safeNext = (next: string | null) => (next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin');

const fields: SignInField<OperatorLoginPayload>[] = [
  { name: 'email', type: 'email', autoComplete: 'username' },
  { name: 'password', type: 'password', autoComplete: 'current-password' },
  { name: 'code', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, description: 'codeHint' },
];

/**
 * /admin/login (docs/product/back-office.md "Operators, roles and sign-in"): e-mail, password and the code
 * of the authenticator app. An operator without a secret first asks for one here: the QR code
 * and the key show under the form, and the first right code keeps it.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [enrolling, setEnrolling] = useState(false);
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;
  const form = useForm<OperatorLoginPayload>({ defaultValues: { email: '', password: '', code: '' } });
  const { setError, getValues } = form;
  const failed = (error: unknown) => setFailure(errorMessage(error, t('admin.errors.generic')));

  const send = async (values: OperatorLoginPayload) => {
    setFailure(undefined);
    const { operator } = await adminCall(adminAuthApi.login, { body: values });
    queryClient.setQueryData(operatorQueryKey, operator);
    await navigate(safeNext(searchParams.get('next')), { replace: true });
  };

  const startEnrolment = async () => {
    setFailure(undefined);
    const { email, password } = getValues();
    if (!email || !password) {
      setFailure(t('admin.login.enrolNeedsCredentials'));
      return;
    }
    setEnrolling(true);
    try {
      setEnrolment((await adminCall(adminAuthApi.enrolment, { body: { email, password } })).enrolment);
    } catch (error) {
      if (!setFieldErrors(error, setError, ['email', 'password'], { focus: true })) failed(error);
    } finally {
      setEnrolling(false);
    }
  };

  return (
    <SignInFrame title={t('admin.login.title')} intro={t('admin.login.intro')} failure={failure}>
      {expired && !failure && (
        <div className="mb-4">
          <Alert tone="info">{t('admin.login.expired')}</Alert>
        </div>
      )}
      <SignInForm form={form} texts="admin.login" fields={fields} failed={failed} send={send} />
      <div className="mt-6 border-t border-slate-200 pt-4 text-sm">
        {enrolment ? (
          <section aria-labelledby="enrol-heading" className="space-y-3">
            <h2 id="enrol-heading" className="font-semibold text-brand-900">
              {t('admin.login.enrolTitle')}
            </h2>
            <p className="text-muted">{t('admin.login.enrolSteps')}</p>
            <img
              src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt={t('admin.login.enrolQr')}
              width={192}
              height={192}
              className="mx-auto"
            />
            <p>
              {t('admin.login.enrolSecret')}:{' '}
              <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono" data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
          </section>
        ) : (
          <p className="text-muted">
            {t('admin.login.enrolQuestion')}{' '}
            <Button variant="ghost" busy={enrolling} className="px-1" onClick={() => void startEnrolment()}>
              {t('admin.login.enrolStart')}
            </Button>
          </p>
        )}
      </div>
    </SignInFrame>
  );
}
