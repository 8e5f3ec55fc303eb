import type { AdminCard, CardRequest } from '@portal/contract';
import { adminCardApi } from '@portal/contract/admin-routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { FormPanel } from '../../../kit/FormPanel';
import { ImportWizard } from '../../../kit/ImportWizard';
import { useYesNo } from '../../../kit/ListToolbar';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { TabNav, useTab } from '../../../kit/TabNav';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { buttonClass } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { TextField } from '../../../../components/TextField';
import { type PickedParticipant, ParticipantPicker } from '../../ledger';
import { assignCard, cardsKey, uploadCards } from '../api/cards';
import { formatMoment } from '../../../../lib/moment';

const at = (iso: string | null) => (iso ? formatMoment(iso) : '—');

type Tab = 'zamowienia' | 'przypisz' | 'karty';
const tabs: Tab[] = ['zamowienia', 'przypisz', 'karty'];

/** The sellers' card requests waiting for a number (or, filtered, those settled). */
function RequestsTab() {
  const { t } = useTranslation();
  const mayAssign = useMayAct('operator');
  const resource: ResourceSpec<CardRequest> = {
    as: 'part',
    caption: t('admin.cards.requests.caption'),
    searchHint: t('admin.cards.requests.searchHint'),
    queryKey: [...cardsKey, 'requests'],
    list: (query) => adminCall(adminCardApi.requests, { query }),
    filters: [
      {
        name: 'status',
        label: t('admin.cards.requests.columns.status'),
        options: [
          { value: 'new', label: t('admin.cards.requests.status.new') },
          { value: 'sent', label: t('admin.cards.requests.status.sent') },
        ],
      },
    ],
    columns: [
      {
        id: 'created_at',
        header: t('admin.cards.requests.columns.created'),
        enableSorting: true,
        cell: ({ row }) => at(row.original.created_at),
      },
      {
        id: 'seller',
        header: t('admin.cards.requests.columns.seller'),
        cell: ({ row }) => (
          <span className="break-words">
            {row.original.user.name}
            <span className="block text-muted">{row.original.user.email}</span>
          </span>
        ),
      },
      {
        id: 'company',
        header: t('admin.cards.columns.company'),
        cell: ({ row }) => `${row.original.company.sap} ${row.original.company.name}`,
      },
      {
        id: 'status',
        header: t('admin.cards.requests.columns.status'),
        cell: ({ row }) => t(`admin.cards.requests.status.${row.original.status}`),
      },
      {
        id: 'actions',
        header: t('admin.cards.requests.columns.actions'),
        cell: ({ row }) =>
          mayAssign && row.original.status === 'new' ? (
            <Link
              className={`${buttonClass('secondary')} px-2 py-1 text-sm`}
              to={`?tab=przypisz&user_id=${row.original.user.id}&user=${encodeURIComponent(`${row.original.user.name} (${row.original.user.email}, SAP ${row.original.company.sap})`)}`}
              aria-label={t('admin.cards.requests.assignLabel', { name: row.original.user.name })}
            >
              {t('admin.cards.requests.assign')}
            </Link>
          ) : null,
      },
    ],
  };
  return <ResourceList resource={resource} />;
}

interface AssignValues {
  participant: PickedParticipant | null;
  number: string;
}

/** One card number for one seller. */
function AssignOne() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const fromRequest = Number(params.get('user_id')) || 0;
  const form = useForm<AssignValues>({
    defaultValues: {
      participant: fromRequest > 0 ? { id: fromRequest, label: params.get('user') ?? `#${fromRequest}` } : null,
      number: '',
    },
  });
  const [assigned, setAssigned] = useState<AdminCard | null>(null);

  const send = async (values: AssignValues) => {
    setAssigned(null);
    const card = await assignCard({ user_id: values.participant?.id ?? 0, number: values.number });
    setAssigned(card);
    notify.success(t('admin.cards.assign.done'));
    form.reset({ participant: null, number: '' });
    await queryClient.invalidateQueries({ queryKey: cardsKey });
  };

  return (
    <FormPanel
      id="assign-one"
      heading={t('admin.cards.assign.title')}
      form={form}
      fields={{ user_id: 'participant', number: 'number' }}
      failed={t('admin.cards.assign.failed')}
      send={send}
      submit={t('admin.cards.assign.submit')}
      hint={t('admin.cards.assign.numberHint')}
      result={
        assigned && (
          <Alert tone="success">
            {t('admin.cards.assign.result', {
              number: assigned.number,
              name: assigned.holder ? `${assigned.holder.name} (${assigned.holder.email})` : '',
            })}
          </Alert>
        )
      }
    >
      <ParticipantPicker control={form.control} name="participant" label={t('admin.cards.assign.seller')} sellersOnly />
      <TextField
        label={t('admin.cards.assign.number')}
        required
        inputMode="numeric"
        autoComplete="off"
        aria-description={t('admin.cards.assign.numberHint')}
        error={form.formState.errors.number?.message}
        {...form.register('number')}
      />
    </FormPanel>
  );
}

/** Card numbers from a CSV or XLSX file: preview, then all or nothing. */
function AssignFromFile() {
  const { t } = useTranslation();
  return (
    <ImportWizard
      title={{ text: t('admin.cards.import.title') }}
      texts={{
        intro: t('admin.cards.import.intro'),
        allOrNothing: t('admin.cards.import.allOrNothing'),
        file: t('admin.cards.import.file'),
        chooseFile: t('admin.cards.import.chooseFile'),
        run: t('admin.cards.import.run'),
        again: t('admin.cards.import.again'),
        failed: t('admin.cards.import.failed'),
        errorsTitle: t('admin.cards.import.errorsTitle'),
      }}
      send={uploadCards}
      refreshes={cardsKey}
      preview={(answer) => <Alert tone="info">{t('admin.cards.import.previewOk', answer)}</Alert>}
      result={(answer) => <Alert tone="success">{t('admin.cards.import.done', answer)}</Alert>}
    />
  );
}

/** The cards with holder, company, paired and confirmed in this edition. */
function CardsTab() {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const resource: ResourceSpec<AdminCard> = {
    as: 'part',
    caption: t('admin.cards.caption'),
    searchHint: t('admin.cards.searchHint'),
    queryKey: [...cardsKey, 'list'],
    list: (query) => adminCall(adminCardApi.list, { query }),
    filters: [
      { name: 'confirmed', label: t('admin.cards.filters.confirmed'), options: yesNo },
      { name: 'paired', label: t('admin.cards.filters.paired'), options: yesNo },
    ],
    columns: [
      {
        id: 'number',
        header: t('admin.cards.columns.number'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-mono">{row.original.number}</span>,
      },
      {
        id: 'holder',
        header: t('admin.cards.columns.holder'),
        cell: ({ row }) =>
          row.original.holder ? (
            <span className="break-words">
              {row.original.holder.name}
              <span className="block text-muted">{row.original.holder.email}</span>
            </span>
          ) : (
            <span className="text-muted">{t('admin.cards.columns.noHolder')}</span>
          ),
      },
      {
        id: 'company',
        header: t('admin.cards.columns.company'),
        cell: ({ row }) => `${row.original.company.sap} ${row.original.company.name}`,
      },
      {
        id: 'paired_at',
        header: t('admin.cards.columns.paired'),
        enableSorting: true,
        cell: ({ row }) => at(row.original.paired_at),
      },
      {
        id: 'confirmed_at',
        header: t('admin.cards.columns.confirmed'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.confirmed ? (
            <span className="font-semibold text-success">
              {t('admin.cards.columns.confirmedYes', { when: at(row.original.confirmed_at) })}
            </span>
          ) : row.original.confirmed_at ? (
            t('admin.cards.columns.confirmedBefore', { edition: row.original.confirmed_edition ?? '' })
          ) : (
            t('admin.cards.columns.confirmedNo')
          ),
      },
    ],
  };
  return <ResourceList resource={resource} />;
}

/** /admin/karty (docs/product/back-office.md "Cards"): requests waiting for a number, assignment, the cards. */
export function CardsPage() {
  const { t } = useTranslation();
  const mayAssign = useMayAct('operator');
  const [params] = useSearchParams();
  const shown = tabs.filter((tab) => tab !== 'przypisz' || mayAssign);
  const tab = useTab(shown);

  return (
    <AdminPage heading={t('admin.cards.title')}>
      <TabNav
        label={t('admin.cards.sections')}
        tabs={shown}
        current={tab}
        text={(name) => t(`admin.cards.tabs.${name}`)}
      />
      {tab === 'zamowienia' && <RequestsTab />}
      {tab === 'przypisz' && (
        <div className="space-y-8">
          <AssignOne key={params.get('user_id') ?? ''} />
          <AssignFromFile />
        </div>
      )}
      {tab === 'karty' && <CardsTab />}
    </AdminPage>
  );
}
