import type { AdminVoteOption } from '@portal/contract';
import { VOTE_OPTION_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminVotesApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { PictureField } from '../../../kit/PictureField';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { ConfirmDialog, Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { setFieldErrors } from '../../../../lib/form-errors';
import { Switch, useAdminSettings, useUpdateSettings } from '../../programme';

const optionsKey = ['admin', 'vote-options'] as const;

/**
 * Opening and closing the vote: the `vote_open` setting, changed by PUT /api/admin/settings as on
 * the settings screen (an admin's act there; the others see it).
 */
function VoteOpenSwitch() {
  const { t } = useTranslation();
  const isAdmin = useMayAct('admin');
  const settings = useAdminSettings();
  const update = useUpdateSettings();
  if (!settings.data) return null;
  const toggle = async (event: ChangeEvent<HTMLInputElement>) => {
    const open = event.target.checked;
    try {
      await update.mutateAsync({ vote_open: open });
      notify.success(open ? t('admin.votes.open.opened') : t('admin.votes.open.closed'));
    } catch (error) {
      notify.error(errorMessage(error, t('admin.errors.generic')));
    }
  };
  return (
    <Panel heading={t('admin.votes.open.heading')}>
      <Switch
        label={t('admin.votes.open.label')}
        hint={isAdmin ? t('admin.votes.open.hint') : t('admin.votes.open.adminOnly')}
        checked={settings.data.vote_open}
        disabled={!isAdmin || update.isPending}
        onChange={(event) => void toggle(event)}
      />
    </Panel>
  );
}

interface OptionValues {
  slug: string;
  name: string;
}

/** Adds an option (its identifier and name) or renames one; the 422's messages stand under their fields. */
export function VoteOptionForm({
  option,
  onSaved,
  onCancel,
}: {
  option?: AdminVoteOption;
  onSaved: (option: AdminVoteOption) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState, reset } = useForm<OptionValues>({
    defaultValues: { slug: option?.slug ?? '', name: option?.name ?? '' },
  });
  useEffect(() => reset({ slug: option?.slug ?? '', name: option?.name ?? '' }), [option, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = option
        ? await adminCall(adminVotesApi.update, { params: { id: option.id }, body: { name: values.name } })
        : await adminCall(adminVotesApi.create, { body: values });
      notify.success(option ? t('admin.votes.form.saved') : t('admin.votes.form.created'));
      onSaved(answer.option);
    } catch (error) {
      if (!setFieldErrors(error, setError, ['slug', 'name'], { focus: true })) {
        notify.error(errorMessage(error, t('admin.votes.form.failed')));
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.votes.fields.name')}
          required
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('admin.votes.fields.slug')}
          required={!option}
          readOnly={Boolean(option)}
          error={formState.errors.slug?.message}
          {...register('slug')}
        />
      </div>
      <p className="text-sm text-muted">
        {option ? t('admin.votes.fields.slugFixed') : t('admin.votes.fields.slugHint')}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('admin.votes.form.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('admin.votes.form.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/glosowanie (docs/product/vote.md "Operators"): the vote open or closed, its options in
 * their order with the current edition's votes; add, rename, picture, reorder, remove one
 * nobody voted for. Viewers read.
 */
export function VoteOptionsPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  // undefined: no form; null: a new option; an option: its edit.
  const [editing, setEditing] = useState<AdminVoteOption | null>();
  const [removing, setRemoving] = useState<AdminVoteOption | null>(null);

  const result = useQuery({
    queryKey: optionsKey,
    queryFn: () => adminCall(adminVotesApi.list),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: optionsKey });

  const reorder = useMutation({
    mutationFn: (ids: number[]) => adminCall(adminVotesApi.reorder, { body: { ids } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(optionsKey, answer);
      notify.success(t('admin.votes.reordered'));
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });
  const remove = useMutation({
    mutationFn: (option: AdminVoteOption) => adminCall(adminVotesApi.remove, { params: { id: option.id } }),
    onSuccess: async () => {
      notify.success(t('admin.votes.removed'));
      setRemoving(null);
      await refresh();
    },
    onError: (error) => {
      setRemoving(null);
      const reason = error instanceof ApiError ? error.fieldError('option') : undefined;
      notify.error(reason ?? errorMessage(error, t('admin.errors.generic')));
    },
  });

  const options = result.data?.options ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = options.map((option) => option.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as number);
    reorder.mutate(ids);
  };

  return (
    <AdminPage
      heading={t('admin.votes.title')}
      actions={mayAct && <Button onClick={() => setEditing(null)}>{t('admin.votes.add')}</Button>}
    >
      <div className="space-y-6">
        <VoteOpenSwitch />
        {result.isPending && <p className="text-muted">{t('admin.loading')}</p>}
        {result.isError && <Alert>{t('admin.votes.loadFailed')}</Alert>}
        {result.data && (
          <section aria-labelledby="vote-options-heading" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
            <h2 id="vote-options-heading" className="mb-3 text-lg font-bold text-brand-900">
              {t('admin.votes.optionsHeading', { edition: result.data.edition })}
            </h2>
            {options.length === 0 ? (
              <p className="text-muted">{t('admin.votes.empty')}</p>
            ) : (
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{t('admin.votes.caption')}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-muted">
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.votes.columns.position')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.votes.columns.picture')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('admin.votes.columns.name')}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right">
                      {t('admin.votes.columns.votes')}
                    </th>
                    {mayAct && (
                      <th scope="col" className="py-2">
                        {t('admin.votes.columns.actions')}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {options.map((option, index) => (
                    <tr key={option.id} className="border-b border-slate-100 align-middle">
                      <td className="py-2 pr-3">{index + 1}</td>
                      <td className="py-2 pr-3">
                        {option.image ? (
                          <img
                            src={option.image}
                            alt={t('admin.votes.picture.alt', { name: option.name })}
                            className="aspect-[8/5] w-24 rounded border border-slate-200 object-cover"
                            loading="lazy"
                          />
                        ) : (
                          <span className="text-muted">{t('admin.votes.picture.noneShort')}</span>
                        )}
                      </td>
                      <td className="py-2 pr-3">
                        <span className="font-semibold text-brand-900">{option.name}</span>
                        <span className="block font-mono text-xs text-muted">{option.slug}</span>
                      </td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {option.votes}
                        {option.votes_all_editions > option.votes && (
                          <span className="block text-xs text-muted">
                            {t('admin.votes.allEditions', { count: option.votes_all_editions })}
                          </span>
                        )}
                      </td>
                      {mayAct && (
                        <td className="py-2">
                          <span className="flex flex-wrap gap-1">
                            <Button
                              variant="ghost"
                              className="px-2 py-1 text-sm"
                              aria-label={t('admin.votes.upLabel', { name: option.name })}
                              disabled={index === 0 || reorder.isPending}
                              onClick={() => move(index, -1)}
                            >
                              ↑
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-2 py-1 text-sm"
                              aria-label={t('admin.votes.downLabel', { name: option.name })}
                              disabled={index === options.length - 1 || reorder.isPending}
                              onClick={() => move(index, 1)}
                            >
                              ↓
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-2 py-1 text-sm"
                              aria-label={t('admin.votes.editLabel', { name: option.name })}
                              onClick={() => setEditing(option)}
                            >
                              {t('admin.votes.edit')}
                            </Button>
                            <Button
                              variant="ghost"
                              className="px-2 py-1 text-sm"
                              aria-label={t('admin.votes.removeLabel', { name: option.name })}
                              title={option.votes_all_editions > 0 ? t('admin.votes.removeBlocked') : undefined}
                              onClick={() => setRemoving(option)}
                            >
                              {t('admin.votes.remove')}
                            </Button>
                          </span>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}
      </div>

      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t('admin.votes.form.editTitle', { name: editing.name }) : t('admin.votes.form.createTitle')}
        size="lg"
      >
        <div className="space-y-5">
          <VoteOptionForm
            option={editing ?? undefined}
            onCancel={() => setEditing(undefined)}
            onSaved={(option) => {
              // A new option stays open for its picture.
              setEditing(editing ? undefined : option);
              void refresh();
            }}
          />
          {editing ? (
            <PictureField
              texts="admin.votes.picture"
              name={editing.name}
              image={editing.image}
              maxBytes={VOTE_OPTION_IMAGE_MAX_BYTES}
              imageClassName="aspect-[8/5] w-48"
              send={(form) => adminCall(adminVotesApi.uploadImage, { params: { id: editing.id } }, { form })}
              onUploaded={({ option }) => {
                setEditing(option);
                void refresh();
              }}
            />
          ) : (
            <p className="text-sm text-muted">{t('admin.votes.picture.afterSave')}</p>
          )}
        </div>
      </Modal>
      <ConfirmDialog
        open={removing !== null}
        title={t('admin.votes.removeTitle')}
        message={t('admin.votes.removeConfirm', { name: removing?.name ?? '' })}
        confirmLabel={t('admin.votes.remove')}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
        busy={remove.isPending}
      />
    </AdminPage>
  );
}
