import type { ReactNode } from 'react';

/** A back-office page: its heading, the actions beside it, then its content, full width. */
export function AdminPage({
  heading,
  actions,
  children,
}: {
  heading: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
