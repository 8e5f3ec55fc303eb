import type { ReactNode } from 'react';

/** One section of the participant's page: a heading, what may be done, and its content. */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
