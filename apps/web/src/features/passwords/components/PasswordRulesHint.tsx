import '../texts';
import { PASSWORD_SPECIAL_CHARACTERS, passwordRules } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The password rules under the new-password field, each ticked once the typed password meets it. */
export function PasswordRulesHint({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p className="font-semibold">{t('passwords.rules.heading')}</p>
      <ul className="mt-1.5 space-y-1">
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li key={rule.key} className={`flex items-start gap-2 ${met ? 'text-success' : ''}`}>
              <span aria-hidden="true" className="w-4 shrink-0 text-center font-bold">
                {met ? '✓' : '•'}
              </span>
              <span>
                {t(`passwords.rules.${rule.key}`)}
                {rule.key === 'special' && (
                  <>
                    {' '}
                    <span className="whitespace-nowrap font-mono font-semibold tracking-wider">
                      {PASSWORD_SPECIAL_CHARACTERS}
                    </span>
                  </>
                )}
                {met && <span className="sr-only"> {t('passwords.rules.met')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
