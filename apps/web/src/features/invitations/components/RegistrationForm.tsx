import '../texts';
import {
  type AuthMethod,
  authMethods,
  type InvitationByKey,
  PHONE_DIGITS,
  routePath,
  type TaxDeclaration,
  taxDeclarations,
} from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useForm, type UseFormRegisterReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { notify } from '../../../components/notifications';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { useSettings } from '../../programme';
import { completeInvitation } from '../api/complete-invitation';
import { invitationQueryOptions } from '../api/invitation';

interface Values {
  phone: string;
  taxDeclaration: TaxDeclaration | '';
  authMethod: AuthMethod;
  password: string;
  passwordConfirmation: string;
  accept_regulations: boolean;
  accept_privacy_policy: boolean;
  accept_marketing_data_process: boolean;
  // Shown from the invitation, never typed; kept here so their server errors have a place.
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  companySap: string;
}

/** Where each 422 key of the registration call is shown on the form. */
const serverFields: Record<string, FieldPath<Values>> = {
  'user.email': 'email',
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'user.phone': 'phone',
  'user.taxDeclaration': 'taxDeclaration',
  'user.authMethod': 'authMethod',
  'user.password': 'password',
  'user.password_confirmation': 'passwordConfirmation',
  'company.name': 'companyName',
  'company.sap': 'companySap',
  'statement.accept_regulations': 'accept_regulations',
  'statement.accept_privacy_policy': 'accept_privacy_policy',
  'statement.accept_marketing_data_process': 'accept_marketing_data_process',
};

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';
const readOnlyField = '[&_input]:bg-surface [&_input]:text-muted';
const sectionHeading = 'mb-4 text-lg font-bold text-brand-900';

function RadioOption({
  label,
  hint,
  input,
}: {
  label: string;
  hint?: string;
  input: UseFormRegisterReturn & { value: string };
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3.5 transition-colors hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700">
      <input type="radio" className="mt-0.5 size-5 shrink-0 accent-brand-700" {...input} />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        {hint && <span className="mt-0.5 block text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
}

function RadioGroup({ legend, error, children }: { legend: string; error?: string | undefined; children: ReactNode }) {
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold text-ink">
        {legend}
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-3">{children}</div>
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </fieldset>
  );
}

/** The registration form of an invitation. */
export function RegistrationForm({
  invitationKey,
  invitation,
}: {
  invitationKey: string;
  invitation: InvitationByKey;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const [invalid, setInvalid] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      firstName: invitation.first_name,
      lastName: invitation.last_name,
      phone: invitation.phone ?? '',
      taxDeclaration: '',
      authMethod: 'sms',
      password: '',
      passwordConfirmation: '',
      accept_regulations: false,
      accept_privacy_policy: false,
      accept_marketing_data_process: false,
      email: invitation.email,
      companyName: invitation.company.name,
      companySap: invitation.company.sap,
    },
  });
  const usesPassword = useWatch({ control, name: 'authMethod' }) !== 'sms';
  // The invited person types the phone only when the inviter left it out.
  const invitedPhone = invitation.phone;

  const onSubmit = handleSubmit(async (values) => {
    setInvalid(false);
    try {
      await withRelease(() =>
        completeInvitation({
          invitationKey,
          user: {
            authMethod: values.authMethod,
            email: invitation.email,
            ...(usesPassword ? { password: values.password, passwordConfirmation: values.passwordConfirmation } : {}),
            firstName: invitation.first_name,
            lastName: invitation.last_name,
            phone: invitedPhone ?? values.phone,
            // Not chosen yet: the server names the field to fill in.
            taxDeclaration: values.taxDeclaration as TaxDeclaration,
            role: invitation.role,
            isActive: true,
          },
          company: { name: invitation.company.name, sap: invitation.company.sap },
          statement: {
            accept_regulations: values.accept_regulations,
            accept_privacy_policy: values.accept_privacy_policy,
            accept_marketing_data_process: values.accept_marketing_data_process,
          },
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, serverFields);
        setInvalid(true);
      } else if (error instanceof ApiError && error.message) {
        // A refused registration (used invitation, too many attempts) or a 500's error text.
        notify.error(error.message);
      } else {
        notify.error(t('registration.failed'), { duration: 2000 });
      }
      // Whatever went wrong, the page returns to its top, where the messages are.
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    // The link is used up: going back must not show the form from the cache.
    queryClient.removeQueries({ queryKey: invitationQueryOptions(invitationKey).queryKey });
    await navigate(routePath('invitationCompeted'));
  });

  const field = (name: FieldPath<Values>) => register(name, { onChange: () => clearErrors(name) });
  const radio = (name: 'taxDeclaration' | 'authMethod', value: string) => ({ ...field(name), value });
  const newTab = { target: '_blank', rel: 'noopener noreferrer', className: linkClass } as const;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-8">
      {invalid && <Alert>{t('registration.fixFields')}</Alert>}

      <section aria-labelledby="registration-personal">
        <h2 id="registration-personal" className={sectionHeading}>
          {t('registration.personalHeading')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <p className="-mb-1 text-sm text-muted sm:col-span-2">{t('registration.personalHint')}</p>
          <div className="sm:col-span-2">
            <TextField
              label={t('registration.email')}
              type="email"
              readOnly
              value={invitation.email}
              error={errors.email?.message}
              className={readOnlyField}
            />
          </div>
          <TextField
            label={t('registration.firstName')}
            readOnly
            value={invitation.first_name}
            error={errors.firstName?.message}
            className={readOnlyField}
          />
          <TextField
            label={t('registration.lastName')}
            readOnly
            value={invitation.last_name}
            error={errors.lastName?.message}
            className={readOnlyField}
          />
          {invitedPhone ? (
            <TextField
              label={t('registration.phone')}
              type="tel"
              readOnly
              value={invitedPhone}
              error={errors.phone?.message}
              className={readOnlyField}
            />
          ) : (
            <TextField
              label={t('registration.phone')}
              required
              type="tel"
              inputMode="numeric"
              pattern="[0-9]*"
              maxLength={PHONE_DIGITS}
              autoComplete="tel-national"
              placeholder={t('registration.phonePlaceholder')}
              error={errors.phone?.message}
              {...field('phone')}
            />
          )}
        </div>
      </section>

      <section aria-labelledby="registration-company">
        <h2 id="registration-company" className={sectionHeading}>
          {t('registration.companyHeading')}
        </h2>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField
            label={t('registration.companyName')}
            disabled
            readOnly
            value={invitation.company.name}
            className={readOnlyField}
            error={errors.companyName?.message}
          />
          <TextField
            label={t('registration.companySap')}
            disabled
            readOnly
            value={invitation.company.sap}
            className={readOnlyField}
            error={errors.companySap?.message}
          />
        </div>
      </section>

      <RadioGroup legend={t('registration.taxHeading')} error={errors.taxDeclaration?.message}>
        {taxDeclarations.map((value) => (
          <RadioOption key={value} label={t(`registration.tax.${value}`)} input={radio('taxDeclaration', value)} />
        ))}
      </RadioGroup>

      <div className="space-y-5">
        <RadioGroup legend={t('registration.authHeading')} error={errors.authMethod?.message}>
          <div className="grid gap-3 sm:grid-cols-2">
            {authMethods.map((value) => (
              <RadioOption
                key={value}
                label={t(`registration.auth.${value}`)}
                hint={t(`registration.auth.${value}Hint`)}
                input={radio('authMethod', value)}
              />
            ))}
          </div>
        </RadioGroup>
        {usesPassword && (
          <div className="grid gap-5 rounded-xl bg-brand-50 p-4 sm:grid-cols-2 sm:p-5">
            <TextField
              label={t('registration.password')}
              required
              type="password"
              autoComplete="new-password"
              error={errors.password?.message}
              {...field('password')}
            />
            <TextField
              label={t('registration.passwordConfirmation')}
              required
              type="password"
              autoComplete="new-password"
              error={errors.passwordConfirmation?.message}
              {...field('passwordConfirmation')}
            />
            <p className="text-sm text-muted sm:col-span-2">{t('registration.passwordRule')}</p>
          </div>
        )}
      </div>

      <section aria-labelledby="registration-consents" className="space-y-4">
        <h2 id="registration-consents" className={sectionHeading}>
          {t('registration.consentsHeading')}
        </h2>
        <Checkbox
          required
          error={errors.accept_regulations?.message}
          label={
            <>
              {t('registration.regulations')}{' '}
              <a href={`${routePath('regulations')}?date=${settings.rules_version}`} {...newTab}>
                {t('registration.regulationsLink')}
              </a>
            </>
          }
          {...field('accept_regulations')}
        />
        <Checkbox
          required
          error={errors.accept_privacy_policy?.message}
          label={
            <>
              {t('registration.privacy')}{' '}
              <a href={settings.privacy_policy_url} {...newTab}>
                {t('registration.privacyLink')}
              </a>
            </>
          }
          {...field('accept_privacy_policy')}
        />
        <Checkbox
          error={errors.accept_marketing_data_process?.message}
          label={t('registration.marketing')}
          {...field('accept_marketing_data_process')}
        />
        <p className="text-xs text-muted">{t('registration.requiredHint')}</p>
      </section>

      <div className="flex flex-col-reverse gap-3 border-t border-brand-100 pt-6 sm:flex-row sm:justify-end">
        <Link to={routePath('home')} className={`${buttonClass('ghost')} ring-1 ring-brand-700/30`}>
          {t('registration.cancel')}
        </Link>
        <Button type="submit" busy={isSubmitting} className="sm:min-w-40">
          {t('registration.submit')}
        </Button>
      </div>
    </form>
  );
}
