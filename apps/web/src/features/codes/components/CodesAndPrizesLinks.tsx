import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/Panel';

const PAGES = ['addCodes', 'myCodes', 'prizes', 'cart', 'myPrizeOrders', 'premiumProducts'] as const;

/** The account's way to the codes and the prize catalogue (docs/product/catalogue-and-codes.md), for sellers. */
export function CodesAndPrizesLinks() {
  const { t } = useTranslation();
  return (
    <Panel heading={t('nav.codesAndPrizes')}>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {PAGES.map((name) => (
          <li key={name}>
            <Link
              to={routePath(name)}
              className="flex min-h-11 items-center rounded-lg bg-brand-50 px-4 font-semibold text-brand-800 hover:bg-brand-100"
            >
              {t(`pages.${name}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
