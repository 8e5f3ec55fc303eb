import { type ReactNode, useId } from 'react';

interface Props {
  /** The panel's title, its h2 and the name screen readers give the region. */
  heading: string;
  /** A link or button beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** A white card with a titled section of a page: the account's blocks, the profile's, the forms'. */
export function Panel({ heading, action, children }: Props) {
  const id = useId();
  const title = (
    <h2 id={id} className="text-lg font-bold text-brand-900">
      {heading}
    </h2>
  );
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      {action ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
