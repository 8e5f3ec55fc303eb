import type { AdminLot } from '@portal/contract';
import { Fragment } from 'react';

/**
 * A lot's or an entry's holder: the name, then the e-mail (or the pool's SAP) smaller below it,
 * free to break after its @ rather than inside a word.
 */
export function HolderName({ holder }: { holder: AdminLot['holder'] }) {
  const [local, domain] = holder.email?.split(/(?<=@)/) ?? [];
  return (
    <span className="block">
      {holder.name}
      {holder.email && (
        <span className="block text-xs text-muted">
          {domain === undefined ? (
            local
          ) : (
            <Fragment>
              {local}
              <wbr />
              {domain}
            </Fragment>
          )}
        </span>
      )}
    </span>
  );
}
