import type { OperatorPasswordPayload } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { SignInFrame } from '../../../kit/SignInFrame';
import { submitting } from '../../../kit/submit';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { PasswordRulesHint } from '../../../../features/passwords';

type Values = Omit<OperatorPasswordPayload, 'token'>;

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
  const { register, formState } = form;
  const password = useWatch({ control: form.control, name: 'password' });

  const failed = (error: unknown) => setFailure(errorMessage(error, t('admin.operatorPassword.failed')));
  const onSubmit = submitting(form, ['password', 'password_confirmation'], failed, async (values) => {
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
  });

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
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TextField
            label={t('admin.operatorPassword.password')}
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="operator-password-rules"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordRulesHint id="operator-password-rules" password={password} />
          <TextField
            label={t('admin.operatorPassword.confirmation')}
            type="password"
            autoComplete="new-password"
            required
            error={formState.errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
          <Button type="submit" busy={formState.isSubmitting} className="w-full">
            {t('admin.operatorPassword.submit')}
          </Button>
        </form>
      )}
    </SignInFrame>
  );
}
