import '../texts';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../components/CodeField';
import { TextField } from '../../../components/TextField';
import { IdentityCodeButton } from './IdentityCodeButton';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/**
 * The proof a change of login data or phone asks for: the current password, or for an account
 * without one the code sent by SMS to its current phone. `field` gives each input its form's
 * props (value or registration, and its error).
 */
export function IdentityProofFields({
  hasPassword,
  field,
}: {
  hasPassword: boolean;
  field: (name: 'current_password' | 'current_code') => FieldProps;
}) {
  const { t } = useTranslation();
  if (hasPassword) {
    return (
      <TextField
        label={t('profile.identity.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...field('current_password')}
      />
    );
  }
  return (
    <>
      <IdentityCodeButton />
      <CodeField label={t('profile.identity.code')} {...field('current_code')} />
    </>
  );
}
