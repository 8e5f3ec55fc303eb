import '../texts';
import { POINTS_MULTIPLE, type SharingSeller } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { controlClass, errorAttributes, FieldError } from '../../../components/Field';

const smallButton = 'min-h-10! whitespace-nowrap px-3! py-1.5! text-sm! max-md:flex-1';

interface SellerRowState {
  value: string;
  error: string | undefined;
  canSend: boolean;
  canBlock: boolean;
  isSelf: boolean;
}

interface Props {
  sellers: SharingSeller[];
  rowState: (seller: SharingSeller) => SellerRowState;
  onValueChange: (seller: SharingSeller, value: string) => void;
  onSend: (seller: SharingSeller) => void;
  onBlock: (seller: SharingSeller) => void;
}

/** The company's sellers: a table on wide screens, a card per seller on a phone. */
export function SellersTable({ sellers, rowState, onValueChange, onSend, onBlock }: Props) {
  const { t } = useTranslation();
  const points = (value: number) => t('sharing.points', { formatted: value.toLocaleString('pl-PL') });
  const columns = {
    name: t('sharing.columns.name'),
    status: t('sharing.columns.status'),
    email: t('sharing.columns.email'),
    received: t('sharing.columns.received'),
    balance: t('sharing.columns.balance'),
    value: t('sharing.columns.value'),
  };

  return (
    <ResponsiveTable
      caption={t('sharing.sellersCaption')}
      columns={Object.values(columns)}
      actions={t('sharing.columns.actions')}
    >
      {sellers.map((seller) => {
        const state = rowState(seller);
        const inputId = `share-value-${seller.id}`;
        const errorId = `${inputId}-error`;
        return (
          <ResponsiveRow key={seller.id} data-seller-email={seller.email}>
            <th
              scope="row"
              className="text-left font-semibold text-ink max-md:block max-md:pb-2 max-md:text-lg md:px-3 md:py-3"
            >
              {seller.full_name}
              {state.isSelf && <span className="ml-1 font-normal text-muted">{t('sharing.you')}</span>}
            </th>
            <LabelledCell label={columns.status} className="whitespace-nowrap">
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${seller.is_active ? 'bg-green-50 text-success' : 'bg-red-50 text-danger'}`}
              >
                {seller.status_label}
              </span>
            </LabelledCell>
            <LabelledCell label={columns.email} className="break-all md:whitespace-nowrap md:break-normal">
              {seller.email}
            </LabelledCell>
            <LabelledCell label={columns.received} className="whitespace-nowrap tabular-nums">
              {points(seller.transaction_received_sum)}
            </LabelledCell>
            <LabelledCell label={columns.balance} className="whitespace-nowrap tabular-nums">
              {points(seller.current_balance)}
            </LabelledCell>
            <td className="max-md:block max-md:pt-3 md:px-3 md:py-2">
              <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-muted md:sr-only">
                {columns.value}
                <span className="sr-only">: {seller.full_name}</span>
              </label>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                step={POINTS_MULTIPLE}
                value={state.value}
                disabled={!seller.is_active}
                onChange={(event) => onValueChange(seller, event.target.value)}
                {...errorAttributes(state.error, errorId)}
                className={`min-h-10 py-1.5! md:w-28 ${controlClass(state.error)}`}
              />
              <FieldError id={errorId} error={state.error} className="mt-1 md:max-w-44" />
            </td>
            <td className="max-md:flex max-md:gap-2 max-md:pt-3 md:px-3 md:py-2">
              <div className="flex gap-2 max-md:w-full md:justify-end">
                <Button disabled={!state.canSend} onClick={() => onSend(seller)} className={smallButton}>
                  {t('sharing.send')}
                </Button>
                <Button
                  variant="ghost"
                  disabled={!state.canBlock}
                  onClick={() => onBlock(seller)}
                  className={`${smallButton} ring-1 ring-danger/40 text-danger! hover:bg-red-50!`}
                >
                  {t('sharing.block')}
                </Button>
              </div>
            </td>
          </ResponsiveRow>
        );
      })}
    </ResponsiveTable>
  );
}
