import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './Alert';
import { Modal } from './Modal';
import { Pagination } from './Pagination';

/** What a paged list query gives: the page's items and where it stands among the pages. */
interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data?: { data: T[]; current_page: number; last_page: number } | undefined;
}

/**
 * A modal listing one page of a query's items with the pages below: loading, failure and empty
 * texts come from the caller, each item's row too. The points history and the sharing history
 * are both such a list, and features may not import each other, so the list lives here.
 */
export function PagedListModal<T extends { id: number | string }>(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  query: PagedQuery<T>;
  failed: string;
  empty: string;
  onPageChange: (page: number) => void;
  /** The pagination's accessible name; Pagination's own when left out. */
  paginationLabel?: string | undefined;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  const hasItems = query.data !== undefined && query.data.data.length > 0;

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      size="lg"
      // The pages stay in view under the list, however long it is and however small the screen.
      footer={
        hasItems && query.data && query.data.last_page > 1 ? (
          <div className="w-full">
            <Pagination
              currentPage={query.data.current_page}
              lastPage={query.data.last_page}
              onPageChange={props.onPageChange}
              {...(props.paginationLabel !== undefined && { label: props.paginationLabel })}
            />
          </div>
        ) : undefined
      }
    >
      {query.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {query.isError && <Alert>{props.failed}</Alert>}
      {query.data?.data.length === 0 && <p className="text-muted">{props.empty}</p>}
      {hasItems && query.data && (
        <ul
          aria-label={props.title}
          className="divide-y divide-slate-200"
          aria-busy={query.isPlaceholderData || undefined}
        >
          {query.data.data.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-4 py-3">
              {props.renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
