import type { HTMLAttributes, ReactNode } from 'react';

interface Props {
  /** What the table lists, for screen readers. */
  caption: string;
  /** The column headings, in order. */
  columns: string[];
  /** The name of a last column of buttons, read by screen readers only. */
  actions?: string;
  children: ReactNode;
}

/**
 * A table on wide screens and a card per row on a phone (below md): there the head is left to
 * screen readers and each labelled cell shows its column's name beside its value.
 */
export function ResponsiveTable({ caption, columns, actions, children }: Props) {
  return (
    <table className="w-full text-left text-sm max-md:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
          {columns.map((label) => (
            <th key={label} scope="col" className="px-3 py-3 font-semibold">
              {label}
            </th>
          ))}
          {actions && (
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">{actions}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody className="max-md:block max-md:space-y-3">{children}</tbody>
    </table>
  );
}

/** One row: a line of the table, or a card on a phone. */
export function ResponsiveRow({ className = '', ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={`border-brand-100 align-middle max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-4 max-md:shadow-xs md:border-b md:last:border-b-0 ${className}`}
      {...rest}
    />
  );
}

/** A cell that, on a phone, puts its column's name on the left and its value on the right. */
export function LabelledCell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      data-label={label}
      className={`max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right md:px-3 md:py-3 max-md:before:shrink-0 max-md:before:text-left max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)] ${className}`}
    >
      {children}
    </td>
  );
}
