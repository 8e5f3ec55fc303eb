import '../texts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PasswordCard } from '../components/PasswordCard';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/** /zmiana-hasla/:token/:email: the link from the reminder e-mail, where a new password is set. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '', email = '' } = useParams();
  return (
    <PasswordCard heading={t('passwords.reset.heading')}>
      <ResetPasswordForm token={token} email={email} />
    </PasswordCard>
  );
}
