import '../texts';
import { useTranslation } from 'react-i18next';
import { PasswordCard } from '../components/PasswordCard';
import { RemindPasswordForm } from '../components/RemindPasswordForm';

/** /nie-pamietam-hasla: asks for a link to set a new password. */
export function RemindPasswordPage() {
  const { t } = useTranslation();
  return (
    <PasswordCard heading={t('passwords.remind.heading')}>
      <RemindPasswordForm />
    </PasswordCard>
  );
}
