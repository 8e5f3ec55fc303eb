import type { NewsStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const looks: Record<NewsStatus, string> = {
  draft: 'bg-slate-100 text-slate-800 ring-slate-300',
  scheduled: 'bg-accent-100 text-accent-700 ring-accent-400',
  published: 'bg-green-50 text-success ring-green-600/40',
  withdrawn: 'bg-red-50 text-danger ring-red-600/30',
};

/** A news item's status as a badge: Szkic, Zaplanowana, Opublikowana, Wycofana. */
export function StatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${looks[status]}`}
    >
      {t(`admin.news.status.${status}`)}
    </span>
  );
}
