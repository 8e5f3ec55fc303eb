import '../texts';
import { CARD_NUMBER_DIGITS } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { setFieldErrors } from '../../../lib/form-errors';
import { withRelease } from '../../../lib/release';
import { confirmCard } from '../api/confirm-card';

const numberPattern = new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`);

interface Props {
  cardId: number;
  disabled: boolean;
  onConfirmed: () => void;
  /** A refusal other than a wrong number (the field shows that one), e.g. too many attempts. */
  onFailed: (error: unknown) => void;
}

/** Ten digits from the card prove the holder has it; the server's verdict shows under the field. */
export function CardConfirmForm({ cardId, disabled, onConfirmed, onFailed }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<{ number: string }>({ defaultValues: { number: '' } });

  const onSubmit = handleSubmit(async ({ number }) => {
    try {
      await withRelease(() => confirmCard(cardId, number.replace(/\s/g, '')));
    } catch (error) {
      setFieldErrors(error, setError, ['number']);
      onFailed(error);
      return;
    }
    onConfirmed();
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label={t('card.numberLabel')}
        placeholder={t('card.numberPlaceholder')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={CARD_NUMBER_DIGITS + 3}
        required
        disabled={disabled}
        className="sm:w-64"
        error={errors.number?.message}
        {...register('number', {
          onChange: () => clearErrors('number'),
          validate: (value) => numberPattern.test(value.replace(/\s/g, '')) || t('card.numberFormat'),
        })}
      />
      <Button type="submit" busy={isSubmitting} disabled={disabled} className="sm:mt-7">
        {t('card.confirmButton')}
      </Button>
    </form>
  );
}
