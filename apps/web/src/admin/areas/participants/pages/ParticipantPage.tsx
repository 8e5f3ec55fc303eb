import type { ParticipantDetail } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { ReadTable } from '../../../kit/ReadTable';
import { submitting } from '../../../kit/submit';
import { Button } from '../../../../components/Button';
import { ConfirmDialog } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { Spinner } from '../../../../components/Spinner';
import { TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api';
import { HolderPoints } from '../../ledger';
import { participantOptions, participantsKey } from '../api/queries';
import { EditParticipantForm } from '../components/EditParticipantForm';
import { Section } from '../components/Section';
import { formatMoment } from '../../../../lib/moment';

/** /admin/uczestnicy/:id: everything about one participant, and what an operator may do about them. */
export function ParticipantPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const result = useQuery(participantOptions(id));

  const back = (
    <Link to="/admin/uczestnicy" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
      {t('admin.participants.backToList')}
    </Link>
  );
  if (result.isSuccess) return <ParticipantView participant={result.data.participant} back={back} />;
  const missing = result.error instanceof ApiError && result.error.status === 404;
  return (
    <AdminPage heading={t('admin.participants.title')}>
      {result.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner />
          {t('admin.participants.detail.loading')}
        </p>
      ) : (
        <>
          <div role="alert" className="mb-4 rounded-xl border border-danger/30 bg-red-50 p-6 text-danger">
            <p>{t(missing ? 'admin.participants.detail.notFound' : 'admin.participants.detail.error')}</p>
            {!missing && (
              <Button variant="secondary" className="mt-3" onClick={() => void result.refetch()}>
                {t('admin.participants.detail.retry')}
              </Button>
            )}
          </div>
          {back}
        </>
      )}
    </AdminPage>
  );
}

function ParticipantView({ participant, back }: { participant: ParticipantDetail; back: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayAct = useMayAct('operator');
  const [editing, setEditing] = useState(false);
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const d = (key: string) => t(`admin.participants.detail.${key}`);
  const name = `${participant.first_name} ${participant.last_name}`;
  const yes = (flag: boolean) => t(flag ? 'admin.participants.yes' : 'admin.participants.no');

  const a = (key: string) => t(`admin.participants.actions.${key}`);
  const params = { id: participant.id };
  const refresh = () => queryClient.invalidateQueries({ queryKey: participantsKey });

  /** Runs an action, says how it went (`done` absent: the action shows it), and reloads the participant. */
  async function act(key: string, run: () => Promise<unknown>, done?: string, failed = a('failed')) {
    setBusy(key);
    try {
      await run();
      if (done) notify.success(done);
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error, failed));
    } finally {
      setBusy(null);
    }
  }

  async function impersonate() {
    // Opened before the call, while the click still counts: a pop-up opened after an await is blocked.
    const tab = window.open('', '_blank');
    try {
      const { url } = await adminCall(adminParticipantsApi.impersonate, { params });
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      throw error;
    }
  }

  /**
   * A button that runs one of the participant's actions, busy while it runs: a page action of
   * `variant`, or a small one in a row.
   */
  const actButton = (
    key: string,
    text: string,
    run: () => Promise<unknown>,
    done: string,
    variant?: 'secondary' | 'ghost',
  ) => (
    <Button
      key={key}
      variant={variant ?? 'ghost'}
      className={variant ? '' : 'min-h-9 px-3 py-1 text-sm'}
      busy={busy === key}
      onClick={() => void act(key, run, done)}
    >
      {text}
    </Button>
  );
  const table = (key: string, columns: string[], rows: ReactNode[][]) => (
    <Section title={d(key)}>
      <ReadTable caption={d(key)} hiddenCaption scrolls empty={d('empty')} columns={columns} rows={rows} />
    </Section>
  );

  const actions = mayAct && (
    <>
      {!participant.blocked && (
        <Button
          busy={busy === 'impersonate'}
          onClick={() => void act('impersonate', impersonate, undefined, a('impersonateFailed'))}
        >
          {a('impersonate')}
        </Button>
      )}
      {participant.blocked ? (
        actButton(
          'unblock',
          a('unblock'),
          () => adminCall(adminParticipantsApi.unblock, { params }),
          a('unblocked'),
          'secondary',
        )
      ) : (
        <Button variant="secondary" onClick={() => setConfirmBlock(true)}>
          {a('block')}
        </Button>
      )}
      {!participant.blocked &&
        actButton(
          'reset',
          a('passwordReset'),
          () => adminCall(adminParticipantsApi.passwordReset, { params }),
          a('passwordResetSent'),
          'ghost',
        )}
    </>
  );

  return (
    <AdminPage heading={name} actions={actions}>
      <div className="mb-4">{back}</div>
      {participant.blocked && (
        <p role="status" className="mb-4 rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {t('admin.participants.blockedBadge')}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section
          title={d('data')}
          actions={
            mayAct &&
            !editing && (
              <Button variant="ghost" onClick={() => setEditing(true)}>
                {a('edit')}
              </Button>
            )
          }
        >
          {editing ? (
            <EditParticipantForm
              participant={participant}
              onDone={(saved) => {
                setEditing(false);
                if (saved) void refresh();
              }}
            />
          ) : (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
              <dt className="font-semibold">{t('admin.participants.form.email')}</dt>
              <dd className="break-all">{participant.email}</dd>
              <dt className="font-semibold">{t('admin.participants.form.phone')}</dt>
              <dd>{participant.phone ?? d('none')}</dd>
              <dt className="font-semibold">{d('login')}</dt>
              <dd>{participant.login ?? d('none')}</dd>
              <dt className="font-semibold">{t('admin.participants.form.role')}</dt>
              <dd>{t(`admin.participants.roles.${participant.role}`)}</dd>
              <dt className="font-semibold">{t('admin.participants.seller')}</dt>
              <dd>{yes(participant.is_seller)}</dd>
              <dt className="font-semibold">{d('regulationsAccepted')}</dt>
              <dd>{yes(participant.regulations_accepted)}</dd>
              <dt className="font-semibold">{d('balance')}</dt>
              <dd>{t('admin.participants.points', { count: participant.balance })}</dd>
              {(['pending', 'held', 'debt'] as const).map((figure) => (
                <Fragment key={figure}>
                  <dt className="font-semibold">{d(`${figure}Points`)}</dt>
                  <dd>{t('admin.participants.points', { count: participant.points[figure] })}</dd>
                </Fragment>
              ))}
              <dt className="font-semibold">{d('expiring30')}</dt>
              <dd>{t('admin.participants.points', { count: participant.points.expiring_30 })}</dd>
            </dl>
          )}
        </Section>

        <Section title={d('companies')}>
          <ul className="mb-3 grid gap-2">
            {participant.companies.map((company) => (
              <li key={company.sap} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  ({company.sap}) {company.name}
                  {company.sap === participant.company_sap && (
                    <span className="ml-2 text-sm text-muted">– {d('main')}</span>
                  )}
                </span>
                {mayAct &&
                  company.sap !== participant.company_sap &&
                  actButton(
                    `remove-${company.sap}`,
                    t('admin.participants.actions.removeBranch', { sap: company.sap }),
                    () => adminCall(adminParticipantsApi.removeBranch, { params: { ...params, sap: company.sap } }),
                    a('branchRemoved'),
                  )}
              </li>
            ))}
          </ul>
          {mayAct && <AddBranchForm id={participant.id} onAdded={refresh} />}
        </Section>
      </div>

      <div className="mt-4 grid gap-4">
        {table(
          'transactions',
          [d('day'), d('description'), d('value')],
          participant.transactions.map((row) => [row.day, row.description, row.value]),
        )}
        <HolderPoints holder={{ type: 'user', id: String(participant.id) }} onActed={() => void refresh()} />
        <div className="grid gap-4 lg:grid-cols-2">
          {table(
            'orders',
            [d('orderId'), d('value'), d('status'), d('createdAt')],
            participant.orders.map((row) => [
              row.id,
              row.value,
              t(`admin.participants.orderStatus.${row.status}`, { defaultValue: row.status }),
              formatMoment(row.created_at),
            ]),
          )}
          {table(
            'consents',
            [d('edition'), d('regulationsConsent'), d('privacyConsent'), d('marketingConsent'), d('acceptedAt')],
            participant.consents.map((row) => [
              row.edition,
              yes(row.accept_regulations),
              yes(row.accept_privacy_policy),
              yes(row.accept_marketing_data_process),
              formatMoment(row.accepted_at),
            ]),
          )}
          {table(
            'quizzes',
            [d('quiz'), d('attempts'), d('bestScore'), d('passed'), d('lastPlayed')],
            participant.quiz_results.map((row) => [
              row.quiz,
              row.attempts,
              row.best_score,
              yes(row.passed),
              formatMoment(row.last_played_at),
            ]),
          )}
          {table(
            'sessions',
            [d('sessionStarted'), d('lastSeen'), d('ip'), d('userAgent'), d('impersonated')],
            participant.sessions.map((row) => [
              formatMoment(row.created_at),
              formatMoment(row.last_seen_at),
              row.ip ?? '–',
              <span key="ua" className="block max-w-64 truncate" title={row.user_agent ?? ''}>
                {row.user_agent ?? '–'}
              </span>,
              row.impersonated ? (row.impersonator ?? yes(true)) : d('inPerson'),
            ]),
          )}
        </div>
        {table(
          'invitations',
          [d('email'), 'SAP', d('sentAt'), d('expiresAt'), d('completed'), ''],
          participant.invitations.map((row) => {
            const invitation = { params: { ...params, invitation: row.id } };
            return [
              row.email,
              row.company_sap,
              formatMoment(row.last_sent_at),
              formatMoment(row.expires_at),
              row.completed_at ? formatMoment(row.completed_at) : d('pending'),
              mayAct && !row.completed_at ? (
                <span key="actions" className="flex flex-wrap gap-2">
                  {actButton(
                    `resend-${row.id}`,
                    a('resend'),
                    () => adminCall(adminParticipantsApi.resendInvitation, invitation),
                    a('resent'),
                  )}
                  {actButton(
                    `revoke-${row.id}`,
                    a('revoke'),
                    () => adminCall(adminParticipantsApi.revokeInvitation, invitation),
                    a('revoked'),
                  )}
                </span>
              ) : (
                ''
              ),
            ];
          }),
        )}
        {table(
          'audit',
          [d('createdAt'), d('operator'), d('action'), d('details')],
          participant.audit.map((row) => [
            formatMoment(row.created_at),
            row.operator_email,
            <code key="action">{row.action}</code>,
            <code key="details" className="block max-w-md break-all text-xs">
              {JSON.stringify(row.details)}
            </code>,
          ]),
        )}
      </div>

      <ConfirmDialog
        open={confirmBlock}
        title={a('blockTitle')}
        message={t('admin.participants.actions.blockConfirm', { name })}
        cancelLabel={a('cancel')}
        confirmLabel={a('blockYes')}
        busy={busy === 'block'}
        onConfirm={() =>
          void act('block', () => adminCall(adminParticipantsApi.block, { params }), a('blocked')).then(() =>
            setConfirmBlock(false),
          )
        }
        onCancel={() => setConfirmBlock(false)}
      />
    </AdminPage>
  );
}

function AddBranchForm({ id, onAdded }: { id: number; onAdded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { sap: '' } });
  const send = async ({ sap }: { sap: string }) => {
    await adminCall(adminParticipantsApi.addBranch, { params: { id }, body: { sap } });
    notify.success(t('admin.participants.actions.branchAdded'));
    form.reset();
    await onAdded();
  };
  return (
    <form
      onSubmit={submitting(form, ['sap'], t('admin.participants.actions.failed'), send)}
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      <TextField
        label={t('admin.participants.actions.branchSap')}
        inputMode="numeric"
        className="w-40"
        error={form.formState.errors.sap?.message}
        {...form.register('sap')}
      />
      <Button type="submit" variant="secondary" className="mt-6.5" busy={form.formState.isSubmitting}>
        {t('admin.participants.actions.addBranch')}
      </Button>
    </form>
  );
}
