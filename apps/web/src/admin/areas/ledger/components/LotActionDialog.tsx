import type { AdminLot } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ResourceForm } from '../../../kit/ResourceForm';
import { Modal } from '../../../../components/Modal';
import { actOnLot, entriesKey, type LotAction, lotsKey } from '../api/points';

/**
 * Asks the reason of a lot's release, hold or cancel, sends it, and refreshes the lots and the
 * ledger after; `onDone` follows a success (the page's own figures), `onClose` either way.
 */
export function LotActionDialog({
  lot,
  action,
  onClose,
  onDone,
}: {
  lot: AdminLot;
  action: LotAction;
  onClose: () => void;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const text = (key: string) => t(`admin.points.lots.actions.${action}.${key}`, { id: lot.id });

  return (
    <Modal open onClose={onClose} title={text('title')}>
      <ResourceForm<AdminLot, { reason: string }>
        spec={{
          intro: text('intro'),
          fields: [{ name: 'reason', label: t('admin.points.lots.reason'), kind: 'textarea', required: true, rows: 3 }],
          values: () => ({ reason: '' }),
          save: async (body: { reason: string }) => {
            await actOnLot(lot.id, action, body.reason);
          },
          saved: text('done'),
          failed: text('failed'),
          submitText: text('submit'),
        }}
        record={lot}
        onCancel={onClose}
        onSaved={() => {
          onClose();
          onDone?.();
          void queryClient.invalidateQueries({ queryKey: lotsKey });
          void queryClient.invalidateQueries({ queryKey: entriesKey });
        }}
      />
    </Modal>
  );
}
