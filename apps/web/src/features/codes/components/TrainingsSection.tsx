import '../texts';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Panel } from '../../../components/Panel';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDay, formatPoints } from '../../../lib/format';
import { useTrainings } from '../api/codes';

/** The account's "Szkolenia": the trainings whose coupon the participant registered. */
export function TrainingsSection({ canRegister }: { canRegister: boolean }) {
  const { t } = useTranslation();
  const trainings = useTrainings();
  const columns = {
    name: t('trainings.name'),
    start: t('trainings.start'),
    end: t('trainings.end'),
    coupon: t('trainings.coupon'),
    points: t('trainings.points'),
    registered: t('trainings.registered'),
  };
  return (
    <Panel
      heading={t('trainings.heading')}
      action={
        canRegister ? (
          <Link to={routePath('addCodes')} className="text-sm font-semibold text-brand-800 underline">
            {t('trainings.addCoupon')}
          </Link>
        ) : undefined
      }
    >
      <div className="mt-4">
        {trainings.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {trainings.isError && <Alert>{t('trainings.loadFailed')}</Alert>}
        {trainings.data?.length === 0 && <p className="text-muted">{t('trainings.empty')}</p>}
        {trainings.data && trainings.data.length > 0 && (
          <ResponsiveTable caption={t('trainings.heading')} columns={Object.values(columns)}>
            {trainings.data.map((training) => (
              <ResponsiveRow key={`${training.name}-${training.registered_at}`}>
                <LabelledCell label={columns.name} className="font-semibold text-ink">
                  {training.name}
                </LabelledCell>
                <LabelledCell label={columns.start}>{formatDay(training.start_date)}</LabelledCell>
                <LabelledCell label={columns.end}>{formatDay(training.end_date)}</LabelledCell>
                <LabelledCell label={columns.coupon} className="font-mono">
                  {training.coupon}
                </LabelledCell>
                <LabelledCell label={columns.points}>
                  {t('myCodes.pointsValue', { value: formatPoints(training.points) })}
                </LabelledCell>
                <LabelledCell label={columns.registered}>{formatDay(training.registered_at)}</LabelledCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        )}
      </div>
    </Panel>
  );
}
