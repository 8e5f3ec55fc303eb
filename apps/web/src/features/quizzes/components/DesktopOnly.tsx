import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert';

/** A quiz played on a large screen: a phone sees why it cannot play instead. */
export function DesktopOnly({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <div className="lg:hidden">
        <Alert tone="warning">{message}</Alert>
      </div>
      <div className="hidden lg:block">{children}</div>
    </>
  );
}
