import '../texts';
import type { Prize } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { setCartLine } from '../api/catalogue';

interface Props {
  prize: Prize;
  /** The quantity already in the cart (adding puts more on top of it); undefined when the user cannot buy. */
  inCart?: number | undefined;
}

/** One prize of the grid: its picture, index, name, category and points, and a way into the cart. */
export function PrizeCard({ prize, inCart }: Props) {
  const { t } = useTranslation();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    try {
      await setCartLine(prize.id, Math.min(99, (inCart ?? 0) + quantity));
      notify.success(t('catalogue.added', { name: prize.name }));
      setQuantity(1);
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('catalogue.cartFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 max-sm:items-start sm:flex-col">
      {prize.image ? (
        <img
          src={prize.image}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          className="aspect-[4/3] object-cover max-sm:m-3 max-sm:w-24 max-sm:shrink-0 max-sm:rounded-lg sm:w-full"
        />
      ) : (
        <div className="aspect-[4/3] bg-brand-50 max-sm:m-3 max-sm:w-24 max-sm:shrink-0 sm:w-full" aria-hidden="true" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4 max-sm:pl-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{prize.category.name}</p>
        <h2 className="text-base font-bold text-brand-900">{prize.name}</h2>
        <p className="text-sm text-muted">{t('catalogue.index', { index: prize.index })}</p>
        <p className="mt-auto pt-2 text-lg font-bold text-brand-800">
          {t('catalogue.points', { value: formatPoints(prize.points) })}
        </p>
        {inCart !== undefined && (
          <div className="mt-2 flex items-end gap-2">
            <div>
              <label htmlFor={quantityId} className="block text-xs font-semibold text-muted">
                {t('catalogue.quantity')}
              </label>
              <input
                id={quantityId}
                type="number"
                min={1}
                max={99}
                value={quantity}
                onChange={(event) => setQuantity(Math.max(1, Math.min(99, Number(event.target.value) || 1)))}
                className="min-h-11 w-20 rounded-lg border border-slate-300 px-3"
              />
            </div>
            <Button
              variant="secondary"
              busy={busy}
              onClick={() => void add()}
              className="flex-1"
              aria-label={t('catalogue.addNamed', { name: prize.name })}
            >
              {t('catalogue.add')}
            </Button>
          </div>
        )}
        {inCart !== undefined && inCart > 0 && (
          <p className="text-xs text-muted">{t('catalogue.inCart', { count: inCart })}</p>
        )}
      </div>
    </li>
  );
}
