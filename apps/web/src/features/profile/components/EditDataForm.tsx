import '../texts';
import { addressLine, type AccountAnswer, type GeocoderSettings, routePath } from '@portal/contract';
import { type ReactNode, useState } from 'react';
import { type FieldPath, get, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Panel } from '../../../components/Panel';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { setFieldErrors } from '../../../lib/form-errors';
import i18n from '../../../lib/i18n';
import { withRelease } from '../../../lib/release';
import { refreshPoints } from '../../../lib/points-queries';
import { geocode } from '../api/geocode';
import { storeLocation } from '../api/location-store';
import { updateAccount } from '../api/update-account';
import { PhoneChange } from './PhoneChange';

interface Values {
  user: { first_name: string; last_name: string; phone: string };
  residenceAddress: { street: string; building: string; local: string; post_code: string; city: string };
  company: { name: string; tax_identifier: string; regon: string };
  companyAddress: {
    street: string;
    building: string;
    local: string;
    post_code: string;
    city: string;
    province: string;
    county: string;
  };
}
type Name = FieldPath<Values>;

/** Every field the server may name in a 422 answer; the form's names are the answer's keys. */
const fieldNames: Name[] = [
  'user.first_name',
  'user.last_name',
  'user.phone',
  'residenceAddress.street',
  'residenceAddress.building',
  'residenceAddress.local',
  'residenceAddress.post_code',
  'residenceAddress.city',
  'company.name',
  'company.tax_identifier',
  'company.regon',
  'companyAddress.street',
  'companyAddress.building',
  'companyAddress.local',
  'companyAddress.post_code',
  'companyAddress.city',
  'companyAddress.province',
  'companyAddress.county',
];

function initialValues(account: AccountAnswer): Values {
  const text = (value: string | null) => value ?? '';
  const { user, company, residence_address: home, company_address: address } = account;
  return {
    user: { first_name: user.first_name, last_name: user.last_name, phone: text(user.phone) },
    residenceAddress: {
      street: text(home.street),
      building: text(home.building),
      local: text(home.local),
      post_code: text(home.post_code),
      city: text(home.city),
    },
    company: { name: company.name, tax_identifier: text(company.tax_identifier), regon: text(company.regon) },
    companyAddress: {
      street: text(address.street),
      building: text(address.building),
      local: text(address.local),
      post_code: text(address.post_code),
      city: text(address.city),
      province: text(address.province),
      county: text(address.county),
    },
  };
}

/**
 * After the company address is saved, the configured maps service places it on the map and the
 * portal keeps the coordinates. Each step says how it went.
 */
async function locateCompany(geocoder: GeocoderSettings, address: Values['companyAddress']): Promise<void> {
  let location: { lat: number; lng: number };
  try {
    location = await geocode(geocoder, `${addressLine(address)}, ${address.province}, Polska`);
  } catch {
    notify.error(i18n.t('profile.edit.geocodeFailed'));
    return;
  }
  try {
    await storeLocation(location);
  } catch {
    notify.error(i18n.t('profile.edit.locationFailed'));
    return;
  }
  notify.success(i18n.t('profile.edit.locationSaved'));
}

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Panel heading={heading}>
      <div className="mt-4 space-y-5">{children}</div>
    </Panel>
  );
}

interface Props {
  account: AccountAnswer;
  provinces: { name: string }[];
  /** Only a leader changes the company's data; a seller sees it and keeps it as it is. */
  canEditCompany: boolean;
  geocoder: GeocoderSettings | null;
}

/** "Edycja danych": the user's data with the residence address beside the company's data and address. */
export function EditDataForm({ account, provinces, canEditCompany, geocoder }: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: initialValues(account) });
  const [changingPhone, setChangingPhone] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    const payload = canEditCompany ? values : { user: values.user, residenceAddress: values.residenceAddress };
    try {
      await withRelease(() => updateAccount(payload));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setFieldErrors(error, setError, fieldNames, { focus: true });
        notify.error(t('profile.edit.fixFields'));
      } else {
        notify.error(error instanceof ApiError && error.message ? error.message : t('profile.edit.saveFailed'));
      }
      return;
    }
    notify.success(t('profile.saved'));
    void refreshPoints();
    if (canEditCompany && geocoder) await locateCompany(geocoder, values.companyAddress);
  });

  const error = (name: Name) => get<typeof errors, { message?: string } | undefined>(errors, name)?.message;
  const field = (name: Name, required = true) => ({
    ...register(name, { onChange: () => clearErrors(name), disabled: name.startsWith('company') && !canEditCompany }),
    error: error(name),
    required,
  });
  const postCode = { inputMode: 'numeric', maxLength: 6, placeholder: t('profile.edit.postCodePlaceholder') } as const;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <div className="grid items-start gap-6 lg:grid-cols-2" data-testid="edit-data-columns">
        <Column heading={t('profile.edit.userHeading')}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t('profile.edit.firstName')} autoComplete="given-name" {...field('user.first_name')} />
            <TextField label={t('profile.edit.lastName')} autoComplete="family-name" {...field('user.last_name')} />
            {/* Read-only: the phone logs in by SMS, so a new one is confirmed by a code sent to it. */}
            <div className="space-y-2">
              <TextField
                label={t('profile.edit.phone')}
                type="tel"
                readOnly
                aria-describedby="phone-change-hint"
                {...field('user.phone')}
              />
              {!changingPhone && (
                <Button type="button" variant="ghost" className="!px-0" onClick={() => setChangingPhone(true)}>
                  {t('profile.phone.change')}
                </Button>
              )}
              <p id="phone-change-hint" className="sr-only">
                {t('profile.phone.intro')}
              </p>
            </div>
            <TextField label={t('profile.edit.email')} value={account.user.email} disabled readOnly />
            {changingPhone && (
              <PhoneChange
                hasPassword={account.user.has_password}
                onCancel={() => setChangingPhone(false)}
                onChanged={(phone) => {
                  setValue('user.phone', phone);
                  setChangingPhone(false);
                  void refreshPoints();
                }}
              />
            )}
          </div>
          <h3 className="pt-1 font-bold text-brand-900">{t('profile.edit.residenceHeading')}</h3>
          <div className="grid gap-5 sm:grid-cols-6">
            <TextField
              label={t('profile.edit.street')}
              className="sm:col-span-6"
              autoComplete="address-line1"
              {...field('residenceAddress.street')}
            />
            <TextField
              label={t('profile.edit.building')}
              className="sm:col-span-3"
              {...field('residenceAddress.building')}
            />
            <TextField
              label={t('profile.edit.local')}
              className="sm:col-span-3"
              {...field('residenceAddress.local', false)}
            />
            <TextField
              label={t('profile.edit.postCode')}
              className="sm:col-span-2"
              autoComplete="postal-code"
              {...postCode}
              {...field('residenceAddress.post_code')}
            />
            <TextField
              label={t('profile.edit.city')}
              className="sm:col-span-4"
              autoComplete="address-level2"
              {...field('residenceAddress.city')}
            />
          </div>
        </Column>

        <Column heading={t('profile.edit.companyHeading')}>
          {!canEditCompany && <p className="text-sm text-muted">{t('profile.edit.companyLocked')}</p>}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField label={t('profile.edit.companyName')} className="sm:col-span-2" {...field('company.name')} />
            <TextField label={t('profile.edit.nip')} inputMode="numeric" {...field('company.tax_identifier')} />
            <TextField label={t('profile.edit.regon')} inputMode="numeric" {...field('company.regon')} />
            <TextField label={t('profile.edit.sap')} value={account.company.sap} disabled readOnly />
            <TextField
              label={t('profile.edit.group')}
              value={account.company.potential_group ?? ''}
              disabled
              readOnly
            />
          </div>
          <h3 className="pt-1 font-bold text-brand-900">{t('profile.edit.companyAddressHeading')}</h3>
          <div className="grid gap-5 sm:grid-cols-6">
            <TextField label={t('profile.edit.street')} className="sm:col-span-6" {...field('companyAddress.street')} />
            <TextField
              label={t('profile.edit.building')}
              className="sm:col-span-3"
              {...field('companyAddress.building')}
            />
            <TextField
              label={t('profile.edit.local')}
              className="sm:col-span-3"
              {...field('companyAddress.local', false)}
            />
            <TextField
              label={t('profile.edit.postCode')}
              className="sm:col-span-2"
              {...postCode}
              {...field('companyAddress.post_code')}
            />
            <TextField label={t('profile.edit.city')} className="sm:col-span-4" {...field('companyAddress.city')} />
            <SelectField
              label={t('profile.edit.province')}
              className="sm:col-span-3"
              placeholder={t('profile.edit.provincePlaceholder')}
              options={provinces.map(({ name }) => ({ value: name, label: name }))}
              // Also given to the select itself, which takes it before the options are known.
              defaultValue={account.company_address.province ?? ''}
              {...field('companyAddress.province')}
            />
            <TextField label={t('profile.edit.county')} className="sm:col-span-3" {...field('companyAddress.county')} />
          </div>
        </Column>
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('profile.edit.requiredHint')}</p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Link to={routePath('profile')} className={buttonClass('ghost')}>
            {t('profile.backToProfile')}
          </Link>
          <Button type="submit" busy={isSubmitting}>
            {t('profile.edit.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
