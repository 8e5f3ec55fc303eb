import { type AdminLot, lotActions } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { Button, buttonClass } from '../../../../components/Button';
import { Panel } from '../../../../components/Panel';
import { ApiError } from '../../../../lib/api';
import { formatDay, formatPoints } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/moment';
import { getLot, type LotAction, lotKey } from '../api/points';
import { HolderName } from '../components/HolderName';
import { LotActionDialog } from '../components/LotActionDialog';
import { allowedFrom, holderPath, lotPath } from '../lots';

const link = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * /admin/punkty/partie/:id (docs/product/point-lots.md "Back office"): one lot's fields, from its
 * holder to the lot it came from, and its story, credited first; an operator releases, holds or
 * cancels it here as in the list.
 */
export function LotPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const result = useQuery({ queryKey: lotKey(id), queryFn: () => getLot(id), retry: false });
  const l = (key: string, options?: Record<string, unknown>) => t(`admin.points.lot.${key}`, options ?? {});
  const missing = result.error instanceof ApiError && result.error.status === 404;

  return (
    <AdminPage
      heading={l('title', { id })}
      actions={
        <Link to="/admin/punkty?tab=partie" className={buttonClass('ghost')}>
          {l('back')}
        </Link>
      }
    >
      {missing ? (
        <p role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-6 text-danger">
          {l('notFound')}
        </p>
      ) : (
        <QueryAnswer result={result} failed={l('error')} retry={l('retry')}>
          {({ lot, events }) => (
            <div className="space-y-5">
              <LotFacts lot={lot} />
              <Panel heading={l('events.heading')}>
                <div className="mt-3">
                  <ReadTable
                    caption={l('events.caption', { id })}
                    hiddenCaption
                    scrolls
                    empty={l('events.empty')}
                    columns={[
                      l('events.columns.at'),
                      l('events.columns.kind'),
                      { header: l('events.columns.points'), end: true },
                      l('events.columns.explanation'),
                      l('events.columns.operator'),
                    ]}
                    rows={events.map((event) => [
                      <span key="at" className="whitespace-nowrap">
                        {formatMoment(event.at)}
                      </span>,
                      l(`events.kinds.${event.kind}`),
                      <span key="points" className="whitespace-nowrap">
                        {formatPoints(event.points)}
                      </span>,
                      <span key="explanation" className="block min-w-48 break-words">
                        {event.explanation}
                      </span>,
                      event.operator_email ?? l('none'),
                    ])}
                  />
                </div>
              </Panel>
            </div>
          )}
        </QueryAnswer>
      )}
    </AdminPage>
  );
}

/** The lot's fields, and the actions its state allows (an operator's). */
function LotFacts({ lot }: { lot: AdminLot }) {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const [asking, setAsking] = useState<LotAction>();
  const l = (key: string, options?: Record<string, unknown>) => t(`admin.points.lot.${key}`, options ?? {});
  const lots = (key: string, options?: Record<string, unknown>) => t(`admin.points.lots.${key}`, options ?? {});
  const points = (n: number) => l('points', { n: formatPoints(n) });
  const moment = (iso: string | null) => (iso ? formatMoment(iso) : null);

  const facts: [string, ReactNode][] = [
    [l('fields.id'), lot.id],
    [
      l('fields.holder'),
      <Link key="holder" to={holderPath(lot.holder)} className={link}>
        <HolderName holder={lot.holder} />
      </Link>,
    ],
    [l('fields.source'), lots(`sources.${lot.source_type}`)],
    [l('fields.explanation'), lot.explanation],
    [l('fields.amount'), points(lot.amount)],
    [l('fields.remaining'), points(lot.remaining)],
    [l('fields.state'), lots(`states.${lot.state}`)],
    [l('fields.credited'), formatMoment(lot.credited_at)],
    [l('fields.availableAt'), formatDay(lot.available_at)],
    [l('fields.expiresAt'), lot.expires_at ? formatDay(lot.expires_at) : l('never')],
    [l('fields.policyVersion'), lot.policy_version],
    [l('fields.edition'), lot.edition],
    [
      l('fields.origin'),
      lot.origin_lot_id === null ? (
        l('none')
      ) : (
        <Link key="origin" to={lotPath(lot.origin_lot_id)} className={link}>
          {lot.origin_lot_id}
        </Link>
      ),
    ],
    ...(lot.expired_at ? [[l('fields.expired'), moment(lot.expired_at)] as [string, ReactNode]] : []),
    ...(lot.reversed_at ? [[l('fields.reversed'), moment(lot.reversed_at)] as [string, ReactNode]] : []),
    ...(lot.note ? [[l('fields.note'), lot.note] as [string, ReactNode]] : []),
  ];
  const actions = mayAct ? lotActions.filter((action) => allowedFrom[action].includes(lot.state)) : [];

  return (
    <Panel
      heading={l('data')}
      action={
        actions.length > 0 && (
          <span className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action}
                variant={action === 'cancel' ? 'ghost' : 'secondary'}
                className={action === 'cancel' ? 'text-danger' : ''}
                aria-label={lots(`actions.${action}.label`, { id: lot.id })}
                onClick={() => setAsking(action)}
              >
                {lots(`actions.${action}.button`)}
              </Button>
            ))}
          </span>
        )
      }
    >
      <dl className="mt-3 grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-brand-900">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {asking && <LotActionDialog lot={lot} action={asking} onClose={() => setAsking(undefined)} />}
    </Panel>
  );
}
