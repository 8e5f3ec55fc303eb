import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api';
import { type FieldSpec, ResourceForm } from './ResourceForm';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notifications';

export interface Category {
  id: number;
  slug: string;
  name: string;
  sort: number;
}

interface CategoryValues {
  slug: string;
  name: string;
  sort: string;
}
type CategoryBody = { slug: string; name: string; sort: string | 0 };

interface Props<C extends Category> {
  categories: C[];
  mayAct: boolean;
  /**
   * The i18n prefix of the area's texts: `title`, `add`, `count` (plural, `count`), `createTitle`,
   * `editTitle`, `slug`, `name`, `sort`, `created`, `saved`, the edit button's `<edit>` and
   * `<edit>Label` (with `name`) and, when orderable, `up`, `upLabel`, `down`, `downLabel`.
   */
  texts: string;
  /** How the area names its edit button's keys ("edit", "rename"). */
  edit?: string;
  /** How many records a category holds. */
  count: (category: C) => number;
  /** The form's fields in the area's order. */
  order?: (keyof CategoryValues)[];
  /** A new category's place: 0, or after the last one. */
  newSort?: (categories: C[]) => number;
  create: (body: CategoryBody) => Promise<unknown>;
  update: (id: number, body: CategoryBody) => Promise<unknown>;
  /** Moves in the list send the whole order (the participants' order). */
  reorder?: (ids: number[]) => Promise<unknown>;
  /** Forgotten after every change: the categories' and their records' lists. */
  refresh: QueryKey[];
}

/** A list's categories: each with its number of records; a new one, a new name, a new place. */
export function CategoryManager<C extends Category>({
  categories,
  mayAct,
  texts,
  edit = 'edit',
  count,
  order = ['slug', 'name', 'sort'],
  newSort = () => 0,
  create,
  update,
  reorder,
  refresh,
}: Props<C>) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<C | null>();
  const forget = async () => {
    for (const key of refresh) await queryClient.invalidateQueries({ queryKey: key });
  };

  const ordering = useMutation({
    mutationFn: (ids: number[]) => reorder!(ids),
    onSuccess: async () => {
      notify.success(t(`${texts}.ordered`));
      await forget();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((category) => category.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    ordering.mutate(ids);
  };

  const labels = { slug: t(`${texts}.slug`), name: t(`${texts}.name`), sort: t(`${texts}.sort`) };
  const fields: FieldSpec<CategoryValues>[] = order.map((name) =>
    name === 'sort'
      ? { name, label: labels.sort, input: { inputMode: 'numeric' } }
      : { name, label: labels[name], required: true },
  );
  const List = reorder ? 'ol' : 'ul';
  const small = 'px-2 py-1 text-sm';

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900">
          {t(`${texts}.title`)}
        </h2>
        {mayAct && (
          <Button variant="secondary" onClick={() => setEditing(null)}>
            {t(`${texts}.add`)}
          </Button>
        )}
      </div>
      <List className="divide-y divide-slate-200">
        {categories.map((category, index) => (
          <li key={category.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-semibold text-brand-900">{category.name}</span>{' '}
              <span className="text-sm text-muted">
                {category.slug} · {t(`${texts}.count`, { count: count(category) })}
              </span>
            </span>
            {mayAct && (
              <span className="flex flex-wrap gap-1">
                {reorder &&
                  ([-1, 1] as const).map((by) => (
                    <Button
                      key={by}
                      variant="ghost"
                      className={small}
                      disabled={index === (by < 0 ? 0 : categories.length - 1) || ordering.isPending}
                      aria-label={t(`${texts}.${by < 0 ? 'up' : 'down'}Label`, { name: category.name })}
                      onClick={() => move(index, by)}
                    >
                      {t(`${texts}.${by < 0 ? 'up' : 'down'}`)}
                    </Button>
                  ))}
                <Button
                  variant="ghost"
                  className={small}
                  aria-label={t(`${texts}.${edit}Label`, { name: category.name })}
                  onClick={() => setEditing(category)}
                >
                  {t(`${texts}.${edit}`)}
                </Button>
              </span>
            )}
          </li>
        ))}
      </List>
      {editing !== undefined && (
        <Modal
          open
          onClose={() => setEditing(undefined)}
          title={t(editing ? `${texts}.editTitle` : `${texts}.createTitle`)}
        >
          <ResourceForm
            spec={{
              fields,
              values: (category) => ({
                slug: category?.slug ?? '',
                name: category?.name ?? '',
                sort: String(category?.sort ?? newSort(categories)),
              }),
              body: (values) => ({ ...values, sort: values.sort === '' ? 0 : values.sort }),
              save: async (body: CategoryBody, category) => {
                await (category ? update(category.id, body) : create(body));
              },
              created: t(`${texts}.created`),
              saved: t(`${texts}.saved`),
            }}
            record={editing}
            onCancel={() => setEditing(undefined)}
            onSaved={() => {
              setEditing(undefined);
              void forget();
            }}
          />
        </Modal>
      )}
    </section>
  );
}
