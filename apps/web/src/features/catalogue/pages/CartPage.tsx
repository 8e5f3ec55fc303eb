import '../texts';
import { type CartLine, type PlacedPrizeOrder, routePath } from '@portal/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { TextField } from '../../../components/TextField';
import { ApiError } from '../../../lib/api';
import { formatPoints } from '../../../lib/format';
import { formText } from '../../../lib/form-text';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useAccount } from '../../account';
import { useUser } from '../../auth';
import { placePrizeOrder, setCartLine, useCart } from '../api/catalogue';

const ADDRESS_FIELDS = ['street', 'building', 'local', 'post_code', 'city'] as const;

/** The cart (/koszyk): its lines, the total and the balance after it, the delivery address, "Zamawiam". */
export function CartPage() {
  const { t } = useTranslation();
  const user = useUser();
  const canBuy = Boolean(user?.is_seller && !user.client_is_logged_in);
  const cart = useCart();
  const account = useAccount();
  const [errors, setErrors] = useState<ApiError | null>(null);
  const [placed, setPlaced] = useState<PlacedPrizeOrder | null>(null);
  const [ordering, setOrdering] = useState(false);
  // One submission, one key: a retry of the same click orders once.
  const submission = useRef<string | null>(null);

  const points = (value: number) => t('catalogue.points', { value: formatPoints(value) });

  const order = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const address = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, formText(form, name)]));
    submission.current ??= newIdempotencyKey();
    setOrdering(true);
    setErrors(null);
    try {
      const answer = await placePrizeOrder({ address: address as never }, submission.current);
      submission.current = null;
      setPlaced(answer.order);
      notify.success(t('catalogue.ordered'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        submission.current = null;
        setErrors(error);
      } else {
        notify.error(error instanceof ApiError && error.message ? error.message : t('catalogue.orderFailed'));
      }
    } finally {
      setOrdering(false);
    }
  };

  if (placed) {
    return (
      <Page heading={t('pages.cart')}>
        <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100" role="status">
          <h2 className="text-xl font-bold text-brand-900">{t('catalogue.thanks')}</h2>
          <p>{t('catalogue.orderNumber', { number: placed.number, total: formatPoints(placed.total_points) })}</p>
          <Link to={routePath('myPrizeOrders')} className="font-semibold text-brand-800 underline">
            {t('catalogue.seeOrders')}
          </Link>
        </div>
      </Page>
    );
  }

  const lines = cart.data?.lines ?? [];
  const total = cart.data?.total_points ?? 0;
  const balance = cart.data?.balance ?? 0;
  const residence = account.data?.residence_address;
  return (
    <Page heading={t('pages.cart')} wide>
      {cart.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {cart.isError && <Alert>{t('catalogue.loadFailed')}</Alert>}
      {!canBuy && user && <Alert tone="info">{t('catalogue.sellersOnly')}</Alert>}
      {cart.data && lines.length === 0 && (
        <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
          <p className="text-muted">{t('catalogue.cartEmpty')}</p>
          <Link to={routePath('prizes')} className="mt-3 inline-block font-semibold text-brand-800 underline">
            {t('catalogue.browse')}
          </Link>
        </div>
      )}
      {lines.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
          <section
            aria-labelledby="cart-lines"
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
          >
            <h2 id="cart-lines" className="text-lg font-bold text-brand-900">
              {t('catalogue.lines')}
            </h2>
            <ol className="mt-3 divide-y divide-brand-100">
              {lines.map((line, i) => (
                <CartLineRow key={line.prize_id} line={line} number={i + 1} editable={canBuy} />
              ))}
            </ol>
            <dl className="mt-4 space-y-1 border-t border-brand-100 pt-4">
              <div className="flex justify-between text-lg font-bold">
                <dt>{t('catalogue.total')}</dt>
                <dd>{points(total)}</dd>
              </div>
              <div className="flex justify-between text-sm text-muted">
                <dt>{t('catalogue.balance')}</dt>
                <dd>{points(balance)}</dd>
              </div>
              <div className={`flex justify-between text-sm ${balance - total < 0 ? 'text-red-700' : 'text-muted'}`}>
                <dt>{t('catalogue.balanceAfter')}</dt>
                <dd>{points(balance - total)}</dd>
              </div>
            </dl>
            {errors?.fieldError('cart') && (
              <div className="mt-4">
                <Alert>{errors.fieldError('cart')}</Alert>
              </div>
            )}
          </section>
          {canBuy && (
            <form
              onSubmit={(event) => void order(event)}
              aria-labelledby="cart-address"
              className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
              noValidate
              key={residence ? 'filled' : 'empty'}
            >
              <h2 id="cart-address" className="text-lg font-bold text-brand-900">
                {t('catalogue.address')}
              </h2>
              <p className="text-sm text-muted">{t('catalogue.addressHint')}</p>
              {ADDRESS_FIELDS.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`catalogue.addressFields.${name}`)}
                  required={name !== 'local'}
                  defaultValue={residence?.[name] ?? ''}
                  error={errors?.fieldError(`address.${name}`)}
                  autoComplete={
                    {
                      street: 'address-line1',
                      building: 'address-line2',
                      local: 'address-line3',
                      post_code: 'postal-code',
                      city: 'address-level2',
                    }[name]
                  }
                />
              ))}
              <Button type="submit" busy={ordering} disabled={balance - total < 0} className="w-full">
                {t('catalogue.order')}
              </Button>
              {balance - total < 0 && <p className="text-sm text-red-700">{t('catalogue.notEnough')}</p>}
            </form>
          )}
        </div>
      )}
    </Page>
  );
}

/** A line of the cart: its number, name, quantity (changed in place) and points, and a way out. */
function CartLineRow({ line, number, editable }: { line: CartLine; number: number; editable: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const change = async (quantity: number) => {
    setBusy(true);
    try {
      await setCartLine(line.prize_id, quantity);
      if (quantity === 0) notify.success(t('catalogue.removed', { name: line.name }));
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('catalogue.cartFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-busy={busy || undefined}>
      <span className="w-6 text-sm text-muted">{number}.</span>
      <div className="min-w-40 flex-1">
        <p className="font-semibold text-ink">{line.name}</p>
        <p className="text-xs text-muted">
          {t('catalogue.index', { index: line.index })} · {t('catalogue.points', { value: formatPoints(line.points) })}
        </p>
        {!line.available && <p className="text-sm text-red-700">{t('catalogue.withdrawn')}</p>}
      </div>
      {editable ? (
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only">{t('catalogue.quantityOf', { name: line.name })}</span>
          <input
            type="number"
            min={1}
            max={99}
            defaultValue={line.quantity}
            disabled={busy}
            onBlur={(event) => {
              const quantity = Math.max(1, Math.min(99, Number(event.target.value) || 1));
              if (quantity !== line.quantity) void change(quantity);
            }}
            className="min-h-11 w-20 rounded-lg border border-slate-300 px-3"
          />
        </label>
      ) : (
        <span className="text-sm">× {line.quantity}</span>
      )}
      <span className="w-28 text-right font-bold">
        {t('catalogue.points', { value: formatPoints(line.line_points) })}
      </span>
      {editable && (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => void change(0)}
          aria-label={t('catalogue.removeNamed', { name: line.name })}
        >
          {t('catalogue.remove')}
        </Button>
      )}
    </li>
  );
}
