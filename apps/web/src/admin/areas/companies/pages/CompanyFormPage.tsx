import { type CompanyDetail, companyFieldNames } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button, buttonClass } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { Spinner } from '../../../../components/Spinner';
import { TextField } from '../../../../components/TextField';
import { setFieldErrors } from '../../../../lib/form-errors';
import { companiesKey, companyOptionsQuery, companyQuery, createCompany, updateCompany } from '../api/companies';

type FieldName = (typeof companyFieldNames)[number];
type Values = Record<FieldName, string>;

const empty = Object.fromEntries(companyFieldNames.map((name) => [name, ''])) as Values;

const valuesOf = (company: CompanyDetail): Values =>
  Object.fromEntries(companyFieldNames.map((name) => [name, company[name] ?? ''])) as Values;

const required = new Set<FieldName>(['sap', 'name', 'nip', 'city']);

function CompanyForm({ company, regions }: { company?: CompanyDetail; regions: { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: company ? valuesOf(company) : empty });
  const { register, handleSubmit, setError, formState, reset } = form;

  useEffect(() => {
    if (company) reset(valuesOf(company));
  }, [company, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const saved = company ? await updateCompany(company.sap, values) : await createCompany(values);
      await queryClient.invalidateQueries({ queryKey: companiesKey });
      notify.success(company ? t('admin.companies.form.saved') : t('admin.companies.form.created'));
      await navigate(`/admin/firmy/${saved.sap}`);
    } catch (error) {
      if (!setFieldErrors(error, setError, companyFieldNames, { focus: true })) {
        notify.error(errorMessage(error, t('admin.companies.form.failed')));
      }
    }
  });

  const field = (name: FieldName, extra: Record<string, unknown> = {}) => (
    <TextField
      key={name}
      label={t(`admin.companies.fields.${name}`)}
      required={required.has(name)}
      error={formState.errors[name]?.message}
      {...register(name)}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field('sap', { inputMode: 'numeric' })}
        {field('name')}
        {field('nip', { inputMode: 'numeric' })}
        {field('regon', { inputMode: 'numeric' })}
        {field('street')}
        {field('building')}
        {field('local')}
        {field('post_code', { placeholder: '00-000' })}
        {field('city')}
        {field('province')}
        <SelectField
          label={t('admin.companies.fields.region')}
          placeholder={t('admin.companies.fields.noRegion')}
          options={regions.map((region) => ({ value: region.name, label: region.name }))}
          error={formState.errors.region?.message}
          {...register('region')}
        />
        {field('potential_group')}
        {field('central_sap', { inputMode: 'numeric', 'aria-description': t('admin.companies.fields.centralHint') })}
      </div>
      <p className="text-sm text-muted">{t('admin.companies.fields.centralHint')}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={formState.isSubmitting}>
          {t('admin.companies.form.save')}
        </Button>
        <Link to={company ? `/admin/firmy/${company.sap}` : '/admin/firmy'} className={buttonClass('ghost')}>
          {t('admin.companies.form.cancel')}
        </Link>
      </div>
    </form>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white p-8 shadow-sm">
      <Spinner />
      {t('admin.loading')}
    </p>
  );
}

/** /admin/firmy/nowa: a new company. */
export function CompanyCreatePage() {
  const { t } = useTranslation();
  const options = useQuery(companyOptionsQuery);
  return (
    <AdminPage heading={t('admin.companies.form.createTitle')}>
      {options.isPending ? (
        <Loading />
      ) : options.isError ? (
        <Alert>{t('admin.companies.detail.error')}</Alert>
      ) : (
        <CompanyForm regions={options.data.regions} />
      )}
    </AdminPage>
  );
}

/** /admin/firmy/:sap/edycja: a company's data. */
export function CompanyEditPage() {
  const { t } = useTranslation();
  const { sap = '' } = useParams();
  const company = useQuery(companyQuery(sap));
  const options = useQuery(companyOptionsQuery);
  return (
    <AdminPage heading={t('admin.companies.form.editTitle', { sap })}>
      {company.isPending || options.isPending ? (
        <Loading />
      ) : company.isError || options.isError ? (
        <Alert>{t('admin.companies.detail.error')}</Alert>
      ) : (
        <CompanyForm company={company.data} regions={options.data.regions} />
      )}
    </AdminPage>
  );
}
