import type { ReactNode } from 'react';

/** A page's content column with its main heading. */
export function Page({ heading, children, wide = false }: { heading: string; children?: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-12 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{heading}</h1>
      {children}
    </div>
  );
}
