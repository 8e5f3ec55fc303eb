import {
  type AdminNews,
  NEWS_PHOTO_MAX_BYTES,
  NEWS_ROLES,
  NEWS_STYLES,
  type NewsDetail,
  type NewsRole,
  type NewsSlide,
  type NewsStyle,
} from '@portal/contract';
import { adminNewsApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Checkbox } from '../../../../components/Checkbox';
import { FieldError } from '../../../../components/Field';
import { ConfirmDialog, Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
import { RichTextEditor } from '../components/RichTextEditor';
import { NewsPreview } from '../components/NewsPreview';
import { StatusBadge } from '../components/StatusBadge';
import { formatMoment } from '../../../../lib/moment';
import { fromWarsawLocal, warsawLocal } from '../warsaw-time';
import { newsKey } from './NewsListPage';

interface Values {
  title: string;
  preface: string;
  body: string;
  style: NewsStyle;
  roles: NewsRole[];
  when: 'now' | 'at';
  publish_at: string;
  remove_photo: boolean;
}

const valuesOf = (news?: AdminNews): Values => ({
  title: news?.title ?? '',
  preface: news?.preface ?? '',
  body: news?.body ?? '',
  style: news?.style ?? 'photo',
  roles: news?.roles ?? ['seller', 'leader'],
  // A published item's time is history; a draft's or scheduled one's is the plan.
  when: news && news.status !== 'published' && news.status !== 'withdrawn' ? 'at' : 'now',
  publish_at: news ? warsawLocal(news.publish_at) : '',
  remove_photo: false,
});

/** The answer's keys and the form's fields they stand under. */
const fieldsOf = {
  title: 'title',
  preface: 'preface',
  body: 'body',
  style: 'style',
  roles: 'roles',
  'roles.0': 'roles',
  'roles.1': 'roles',
  publish_at: 'publish_at',
} as const;

type Action = 'draft' | 'publish' | 'save';

/** The photo chosen but not saved yet, with an address for its preview (freed when replaced or left). */
function useChosenPhoto() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const setFile = (file: File | null) => setChosen(file ? { file, url: URL.createObjectURL(file) } : null);
  // The address of a photo replaced or left behind is freed.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );
  return { file: chosen?.file, url: chosen?.url, setFile };
}

/**
 * The news editor (docs/decisions/0037-news-back-office.md): title, preface and body in TipTap, the photo, the slide's
 * style, who reads it and when; save as a draft or publish, withdraw, restore, and a preview as a
 * participant would see it. The server's 422 messages stand at their fields.
 */
function NewsEditor({ news }: { news?: AdminNews }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayAct = useMayAct('operator');
  const ids = useId();
  const photo = useChosenPhoto();
  const [photoError, setPhotoError] = useState<string>();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [preview, setPreview] = useState<{ slide: NewsSlide; news: NewsDetail }>();
  const { register, handleSubmit, setError, formState, reset, control, getValues, clearErrors } = useForm<Values>({
    defaultValues: valuesOf(news),
  });
  useEffect(() => reset(valuesOf(news)), [news, reset]);
  const when = useWatch({ control, name: 'when' });
  const removePhoto = useWatch({ control, name: 'remove_photo' });

  const refresh = async (saved: AdminNews) => {
    queryClient.setQueryData([...newsKey, 'one', saved.id], saved);
    await queryClient.invalidateQueries({ queryKey: newsKey });
  };

  /** The publish time to send: none for "now" on a new or already published item, otherwise an instant. */
  const publishAtOf = (values: Values): string | null | undefined => {
    if (values.when === 'at') return fromWarsawLocal(values.publish_at);
    if (!news || news.status === 'published' || news.status === 'withdrawn') return undefined;
    return new Date().toISOString();
  };

  const save = (action: Action) =>
    handleSubmit(async (values) => {
      setPhotoError(undefined);
      const publishAt = publishAtOf(values);
      if (publishAt === null) {
        setError('publish_at', { message: t('admin.news.publishAtMissing') }, { shouldFocus: true });
        return;
      }
      const form = new FormData();
      for (const key of ['title', 'preface', 'body', 'style'] as const) form.append(key, values[key]);
      for (const role of values.roles) form.append('roles', role);
      if (publishAt) form.append('publish_at', publishAt);
      if (!news) form.append('draft', action === 'draft' ? 'true' : 'false');
      if (values.remove_photo) form.append('remove_photo', 'true');
      if (photo.file) form.append('photo', photo.file);
      try {
        let saved = news
          ? (await adminCall(adminNewsApi.update, { params: { id: news.id } }, { form })).news
          : (await adminCall(adminNewsApi.create, {}, { form })).news;
        if (news && action === 'publish' && saved.status === 'draft') {
          saved = (await adminCall(adminNewsApi.publish, { params: { id: saved.id } })).news;
        }
        photo.setFile(null);
        await refresh(saved);
        notify.success(
          saved.status === 'draft'
            ? t('admin.news.done.draft')
            : saved.status === 'scheduled'
              ? t('admin.news.done.scheduled', { when: formatMoment(saved.publish_at) })
              : news && action === 'save'
                ? t('admin.news.done.saved')
                : t('admin.news.done.published'),
        );
        if (!news) void navigate(`/admin/aktualnosci/${saved.id}`, { replace: true });
      } catch (error) {
        const onPhoto = error instanceof ApiError ? error.fieldError('photo') : undefined;
        if (onPhoto) setPhotoError(onPhoto);
        const shown = setFieldErrors(error, setError, fieldsOf, { focus: true });
        if (!shown && !onPhoto) notify.error(errorMessage(error, t('admin.news.failed')));
        else notify.error(t('admin.news.fixFields'));
      }
    });

  const status = useMutation({
    mutationFn: async (change: 'withdraw' | 'restore') => {
      const id = news?.id ?? 0;
      return change === 'withdraw'
        ? (await adminCall(adminNewsApi.withdraw, { params: { id } })).news
        : (await adminCall(adminNewsApi.restore, { params: { id } })).news;
    },
    onSuccess: async (saved) => {
      setConfirmWithdraw(false);
      notify.success(saved.status === 'withdrawn' ? t('admin.news.done.withdrawn') : t('admin.news.done.restored'));
      await refresh(saved);
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const showPreview = useMutation({
    mutationFn: () => {
      const values = getValues();
      const publishAt = values.when === 'at' ? fromWarsawLocal(values.publish_at) : null;
      return adminCall(adminNewsApi.preview, {
        body: {
          ...(news ? { id: news.id, remove_photo: values.remove_photo } : {}),
          title: values.title,
          preface: values.preface,
          body: values.body,
          style: values.style,
          ...(publishAt ? { publish_at: publishAt } : {}),
        },
      });
    },
    onSuccess: (answer) => setPreview({ slide: answer.slide, news: answer.news }),
    onError: (error) => notify.error(errorMessage(error, t('admin.news.preview.failed'))),
  });

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhotoError(undefined);
    if (file && file.size > NEWS_PHOTO_MAX_BYTES) {
      setPhotoError(t('admin.news.photoTooBig'));
      event.target.value = '';
      return;
    }
    photo.setFile(file);
  };

  const shownPhoto = photo.url ?? (removePhoto ? undefined : (news?.photo ?? undefined));
  const isDraft = !news || news.status === 'draft';

  return (
    <>
      {news && (
        <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-muted">
          <StatusBadge status={news.status} />
          <span>{t('admin.news.slug', { slug: news.slug })}</span>
          <span>
            {t('admin.news.columns.publishAt')}: {formatMoment(news.publish_at)}
          </span>
        </div>
      )}
      <form
        onSubmit={(event) => void save(isDraft ? 'publish' : 'save')(event)}
        noValidate
        className="space-y-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      >
        <fieldset disabled={!mayAct} className="space-y-5">
          <TextField
            label={t('admin.news.fields.title')}
            required
            maxLength={255}
            error={formState.errors.title?.message}
            {...register('title')}
          />
          {(['preface', 'body'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <RichTextEditor
                  ref={field.ref}
                  label={t(`admin.news.fields.${name}`)}
                  required
                  value={field.value}
                  onChange={(html) => {
                    field.onChange(html);
                    clearErrors(name);
                  }}
                  error={fieldState.error?.message}
                  minHeight={name === 'body' ? 'min-h-64' : 'min-h-24'}
                />
              )}
            />
          ))}

          <div className="grid gap-5 lg:grid-cols-2">
            <section aria-labelledby={`${ids}-photo`} className="space-y-3 rounded-xl border border-slate-200 p-4">
              <h2 id={`${ids}-photo`} className="font-bold text-brand-900">
                {t('admin.news.fields.photo')}
              </h2>
              {shownPhoto ? (
                <img
                  src={shownPhoto}
                  alt={t('admin.news.fields.photoAlt')}
                  className="aspect-video w-full max-w-sm rounded-lg border border-slate-200 object-cover"
                />
              ) : (
                <p className="text-sm text-muted">{t('admin.news.fields.photoNone')}</p>
              )}
              {photo.url && <p className="text-sm text-muted">{t('admin.news.fields.photoNew')}</p>}
              <div>
                <label htmlFor={`${ids}-file`} className="mb-1 block text-sm font-semibold text-brand-900">
                  {t('admin.news.fields.photo')}
                </label>
                <input
                  id={`${ids}-file`}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  onChange={choosePhoto}
                  aria-describedby={`${ids}-file-hint${photoError ? ` ${ids}-file-error` : ''}`}
                  aria-invalid={photoError ? true : undefined}
                  className="block w-full text-sm"
                />
                <p id={`${ids}-file-hint`} className="mt-1 text-sm text-muted">
                  {t('admin.news.fields.photoHint')}
                </p>
                <FieldError id={`${ids}-file-error`} error={photoError} />
              </div>
              {news?.photo && <Checkbox label={t('admin.news.fields.removePhoto')} {...register('remove_photo')} />}
            </section>

            <div className="space-y-5">
              <SelectField
                label={t('admin.news.fields.style')}
                options={NEWS_STYLES.map((style) => ({ value: style, label: t(`admin.news.styles.${style}`) }))}
                error={formState.errors.style?.message}
                {...register('style')}
              />
              <fieldset aria-describedby={formState.errors.roles ? `${ids}-roles-error` : undefined}>
                <legend className="mb-1.5 text-sm font-semibold text-brand-900">{t('admin.news.fields.roles')}</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {NEWS_ROLES.map((role) => (
                    <Checkbox key={role} label={t(`admin.news.roles.${role}`)} value={role} {...register('roles')} />
                  ))}
                </div>
                <FieldError id={`${ids}-roles-error`} error={formState.errors.roles?.message} />
              </fieldset>
              <fieldset>
                <legend className="mb-1.5 text-sm font-semibold text-brand-900">
                  {t('admin.news.fields.publish')}
                </legend>
                <div className="space-y-2">
                  {(['now', 'at'] as const).map((choice) => (
                    <label key={choice} className="flex min-h-11 items-center gap-3 text-sm">
                      <input type="radio" value={choice} className="size-5 accent-brand-700" {...register('when')} />
                      {t(choice === 'now' ? 'admin.news.fields.publishNow' : 'admin.news.fields.publishAtTime')}
                    </label>
                  ))}
                </div>
                {when === 'at' && (
                  <TextField
                    className="mt-2"
                    type="datetime-local"
                    label={t('admin.news.fields.publishAt')}
                    required
                    error={formState.errors.publish_at?.message}
                    {...register('publish_at')}
                  />
                )}
                {when !== 'at' && formState.errors.publish_at && (
                  <FieldError id={`${ids}-publish-error`} error={formState.errors.publish_at.message} />
                )}
              </fieldset>
            </div>
          </div>
        </fieldset>

        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
          <Button variant="ghost" onClick={() => showPreview.mutate()} busy={showPreview.isPending}>
            {t('admin.news.actions.preview')}
          </Button>
          {mayAct && news?.status === 'withdrawn' && (
            <Button variant="secondary" onClick={() => status.mutate('restore')} busy={status.isPending}>
              {t('admin.news.actions.restore')}
            </Button>
          )}
          {mayAct && (news?.status === 'published' || news?.status === 'scheduled') && (
            <Button variant="secondary" onClick={() => setConfirmWithdraw(true)}>
              {t('admin.news.actions.withdraw')}
            </Button>
          )}
          {mayAct && isDraft && (
            <Button variant="secondary" onClick={() => void save('draft')()} disabled={formState.isSubmitting}>
              {t('admin.news.actions.saveDraft')}
            </Button>
          )}
          {mayAct && (
            <Button type="submit" busy={formState.isSubmitting}>
              {isDraft ? t('admin.news.actions.publish') : t('admin.news.actions.save')}
            </Button>
          )}
        </div>
      </form>

      <ConfirmDialog
        open={confirmWithdraw}
        title={t('admin.news.withdrawConfirm.title')}
        message={t('admin.news.withdrawConfirm.message', { title: news?.title ?? '' })}
        confirmLabel={t('admin.news.withdrawConfirm.confirm')}
        busy={status.isPending}
        onConfirm={() => status.mutate('withdraw')}
        onCancel={() => setConfirmWithdraw(false)}
      />
      <Modal
        open={preview !== undefined}
        onClose={() => setPreview(undefined)}
        title={t('admin.news.preview.title')}
        size="lg"
      >
        {preview && (
          <NewsPreview
            slide={preview.slide}
            news={photo.url ? { ...preview.news, photo: photo.url } : preview.news}
            note={photo.url ? t('admin.news.preview.newPhoto') : undefined}
          />
        )}
      </Modal>
    </>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/aktualnosci"
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">←</span> {t('admin.news.back')}
    </Link>
  );
}

/** /admin/aktualnosci/nowa: a new news item. */
export function NewsCreatePage() {
  const { t } = useTranslation();
  return (
    <AdminPage heading={t('admin.news.createTitle')} actions={<BackToList />}>
      <NewsEditor />
    </AdminPage>
  );
}

/** /admin/aktualnosci/{id}: one news item, its status and its editor. */
export function NewsEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const news = useQuery({
    queryKey: [...newsKey, 'one', id],
    queryFn: async () => (await adminCall(adminNewsApi.get, { params: { id } })).news,
    enabled: Number.isInteger(id) && id > 0,
  });
  return (
    <AdminPage
      heading={news.data ? t('admin.news.editTitle', { title: news.data.title }) : t('admin.news.title')}
      actions={<BackToList />}
    >
      {news.data ? (
        <NewsEditor news={news.data} />
      ) : news.isError || !(id > 0) ? (
        <Alert>{errorMessage(news.error, t('admin.news.loadFailed'))}</Alert>
      ) : (
        <p className="text-muted">{t('admin.news.loading')}</p>
      )}
    </AdminPage>
  );
}
