import type { AdminVoteOption } from '@portal/contract';
import { VOTE_OPTION_IMAGE_MAX_BYTES } from '@portal/contract';
import { adminVotesApi } from '@portal/contract/admin-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type ComponentProps, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { PictureField, PictureThumb } from '../../../kit/PictureField';
import { type ReadColumn, ReadTable } from '../../../kit/ReadTable';
import { submitting } from '../../../kit/submit';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { ConfirmDialog, Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { Panel } from '../../../../components/Panel';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
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

type OptionValues = Pick<AdminVoteOption, 'slug' | 'name'>;
const valuesOf = (option?: AdminVoteOption): OptionValues => ({ slug: option?.slug ?? '', name: option?.name ?? '' });

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
  const form = useForm<OptionValues>({ defaultValues: valuesOf(option) });
  const { register, formState, reset } = form;
  useEffect(() => reset(valuesOf(option)), [option, reset]);

  const submit = submitting(form, ['slug', 'name'], t('admin.votes.form.failed'), async (values) => {
    const answer = option
      ? await adminCall(adminVotesApi.update, { params: { id: option.id }, body: { name: values.name } })
      : await adminCall(adminVotesApi.create, { body: values });
    notify.success(option ? t('admin.votes.form.saved') : t('admin.votes.form.created'));
    onSaved(answer.option);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
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

  const result = useQuery({ queryKey: optionsKey, queryFn: () => adminCall(adminVotesApi.list) });
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
  const column = (key: string) => t(`admin.votes.columns.${key}`);
  const columns: ReadColumn[] = ['position', 'picture', 'name'].map(column);
  columns.push({ header: column('votes'), end: true });
  if (mayAct) columns.push(column('actions'));
  const row = (option: AdminVoteOption, index: number) => {
    const act = (key: string, text: string, onClick: () => void, more?: ComponentProps<typeof Button>) => (
      <Button
        key={key}
        variant="ghost"
        className="px-2 py-1 text-sm"
        aria-label={t(`admin.votes.${key}Label`, { name: option.name })}
        onClick={onClick}
        {...more}
      >
        {text}
      </Button>
    );
    const cells = [
      index + 1,
      <PictureThumb
        key="picture"
        texts="admin.votes.picture"
        name={option.name}
        image={option.image}
        className="aspect-[8/5] w-24"
      />,
      <span key="name">
        <span className="font-semibold text-brand-900">{option.name}</span>
        <span className="block font-mono text-xs text-muted">{option.slug}</span>
      </span>,
      <span key="votes" className="tabular-nums">
        {option.votes}
        {option.votes_all_editions > option.votes && (
          <span className="block text-xs text-muted">
            {t('admin.votes.allEditions', { count: option.votes_all_editions })}
          </span>
        )}
      </span>,
    ];
    if (!mayAct) return cells;
    const blocked = option.votes_all_editions > 0 ? t('admin.votes.removeBlocked') : undefined;
    return [
      ...cells,
      <span key="actions" className="flex flex-wrap gap-1">
        {act('up', '↑', () => move(index, -1), { disabled: index === 0 || reorder.isPending })}
        {act('down', '↓', () => move(index, 1), { disabled: index === options.length - 1 || reorder.isPending })}
        {act('edit', t('admin.votes.edit'), () => setEditing(option))}
        {act('remove', t('admin.votes.remove'), () => setRemoving(option), { title: blocked })}
      </span>,
    ];
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
          <Panel heading={t('admin.votes.optionsHeading', { edition: result.data.edition })}>
            <div className="mt-3">
              <ReadTable
                caption={t('admin.votes.caption')}
                hiddenCaption
                empty={t('admin.votes.empty')}
                columns={columns}
                rows={options.map(row)}
              />
            </div>
          </Panel>
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
