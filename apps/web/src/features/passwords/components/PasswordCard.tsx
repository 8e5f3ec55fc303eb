import type { ReactNode } from 'react';

/** The reminder and reset pages: one narrow card with the page heading, centred on the page. */
export function PasswordCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center bg-surface px-4 py-8 sm:items-center sm:px-6 sm:py-16">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-brand-100 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{heading}</h1>
        {children}
      </section>
    </div>
  );
}
