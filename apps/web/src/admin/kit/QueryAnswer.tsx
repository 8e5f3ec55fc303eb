import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api';
import { Spinner } from '../../components/Spinner';

/** What stands where a page's figures or rows will be while they load. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white p-8 text-muted shadow-sm">
      <Spinner />
      {t('admin.loading')}
    </p>
  );
}

interface Props<T> {
  result: UseQueryResult<T>;
  /** The message when the refusal gives none, and the retry button's text. */
  failed: string;
  retry: string;
  children: (data: T) => ReactNode;
}

/**
 * A part of a page drawn from its query: the loading line until the answer comes, then
 * `children` of its data; a refusal shows its message and a retry.
 */
export function QueryAnswer<T>({ result, failed, retry, children }: Props<T>) {
  if (result.isPending) return <Loading />;
  if (result.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-6 text-center text-danger">
        {errorMessage(result.error, failed)}
        <button
          type="button"
          onClick={() => void result.refetch()}
          className="ml-3 min-h-11 rounded-lg bg-white px-4 font-semibold text-brand-800 shadow-sm"
        >
          {retry}
        </button>
      </div>
    );
  }
  return children(result.data);
}
