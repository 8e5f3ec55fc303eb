import type { OperatorPasswordPayload } from '@portal/contract';
import { adminOperatorsApi } from '@portal/contract/admin-routes';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { SignInFrame } from '../../../kit/SignInFrame';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
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
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({
    defaultValues: { password: '', password_confirmation: '' },
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    document.title = `${t('admin.operatorPassword.title')} – ${t('admin.brand')}`;
  }, [t]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await adminCall(adminOperatorsApi.setPassword, { body: { ...values, token } });
      setDone(true);
    } catch (error) {
      const link = error instanceof ApiError ? error.fieldError('token') : undefined;
      if (link) setFailure(link);
      else if (!setFieldErrors(error, setError, ['password', 'password_confirmation'], { focus: true })) {
        setFailure(errorMessage(error, t('admin.operatorPassword.failed')));
      }
    }
  });

  return (
    <SignInFrame title={t('admin.operatorPassword.title')}>
      {done ? (
        <div className="space-y-5">
          <Alert tone="success">{t('admin.operatorPassword.done')}</Alert>
          <Link to="/admin/login" className={`${buttonClass('primary')} w-full`}>
            {t('admin.operatorPassword.login')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-5 text-sm text-muted">{t('admin.operatorPassword.intro')}</p>
          {failure && (
            <div className="mb-4">
              <Alert>{failure}</Alert>
            </div>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
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
        </>
      )}
    </SignInFrame>
  );
}
