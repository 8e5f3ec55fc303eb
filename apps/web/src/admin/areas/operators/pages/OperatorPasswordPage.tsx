import type { OperatorPasswordPayload } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { buttonClass } from '../../../../components/Button';
import { SignInForm, SignInFrame } from '../../../kit/SignInFrame';
import { ApiError } from '../../../../lib/api';
import { PasswordRulesHint } from '../../../../features/passwords';

type Values = Omit<OperatorPasswordPayload, 'token'>;

const newPassword = { type: 'password', autoComplete: 'new-password' } as const;

/**
 * /admin/haslo/:token: the page of the invitation's link, where an invited operator sets a
 * password (the participants' rules), then goes to /admin/login to enrol and sign in.
 */
export function OperatorPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values>({ defaultValues: { password: '', password_confirmation: '' } });
  const password = useWatch({ control: form.control, name: 'password' });

  const failed = (error: unknown) => setFailure(errorMessage(error, t('admin.operatorPassword.failed')));
  const send = async (values: Values) => {
    setFailure(undefined);
    try {
      await adminCall(adminOperatorsApi.setPassword, { body: { ...values, token } });
      setDone(true);
    } catch (error) {
      // A link that no longer counts is what the operator reads first, whatever else the answer says.
      const link = error instanceof ApiError ? error.fieldError('token') : undefined;
      if (!link) throw error;
      setFailure(link);
    }
  };

  return (
    <SignInFrame
      title={t('admin.operatorPassword.title')}
      intro={!done && t('admin.operatorPassword.intro')}
      failure={failure}
    >
      {done ? (
        <div className="space-y-5">
          <Alert tone="success">{t('admin.operatorPassword.done')}</Alert>
          <Link to="/admin/login" className={`${buttonClass('primary')} w-full`}>
            {t('admin.operatorPassword.login')}
          </Link>
        </div>
      ) : (
        <SignInForm
          form={form}
          texts="admin.operatorPassword"
          failed={failed}
          send={send}
          fields={[
            {
              ...newPassword,
              name: 'password',
              'aria-describedby': 'operator-password-rules',
              after: <PasswordRulesHint id="operator-password-rules" password={password} />,
            },
            { ...newPassword, name: 'password_confirmation', label: 'confirmation' },
          ]}
        />
      )}
    </SignInFrame>
  );
}
