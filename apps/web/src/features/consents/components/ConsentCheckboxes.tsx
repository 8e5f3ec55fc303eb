import '../texts';
import type { UserStatements } from '@portal/contract';
import { routePath } from '@portal/contract';
import type { FieldErrors, UseFormClearErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/Checkbox';
import { useSettings } from '../../programme';

type Field = keyof UserStatements;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * The three statements of the edition, with the regulations and privacy policy opening in a new
 * tab. Accepting them first (AcceptRegulationsPage) and saving them again under the profile
 * (ConsentsBlock) ask the same questions, so both forms render this one piece.
 */
export function ConsentCheckboxes({
  register,
  clearErrors,
  errors,
}: {
  register: UseFormRegister<UserStatements>;
  clearErrors: UseFormClearErrors<UserStatements>;
  errors: FieldErrors<UserStatements>;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const checkbox = (name: Field) => register(name, { onChange: () => clearErrors(name) });
  const newTab = { target: '_blank', rel: 'noopener noreferrer', className: linkClass } as const;

  return (
    <>
      <Checkbox
        required
        error={errors.accept_regulations?.message}
        label={
          <>
            {t('consents.regulations')}{' '}
            <a href={`${routePath('regulations')}?date=${settings.rules_version}`} {...newTab}>
              {t('consents.regulationsLink')}
            </a>
          </>
        }
        {...checkbox('accept_regulations')}
      />
      <Checkbox
        required
        error={errors.accept_privacy_policy?.message}
        label={
          <>
            {t('consents.privacy')}{' '}
            <a href={settings.privacy_policy_url} {...newTab}>
              {t('consents.privacyLink')}
            </a>
          </>
        }
        {...checkbox('accept_privacy_policy')}
      />
      <Checkbox
        error={errors.accept_marketing_data_process?.message}
        label={t('consents.marketing')}
        {...checkbox('accept_marketing_data_process')}
      />
    </>
  );
}
