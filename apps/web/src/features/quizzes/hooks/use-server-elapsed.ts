import { useEffect, useState } from 'react';

/**
 * Where the server's START lies on this browser's clock, read when the server's answer arrives:
 * the browser's clock may be off, the time elapsed on the server is not.
 */
export const localStartFrom = (startAt: string, serverTime: string) =>
  Date.now() - (Date.parse(serverTime) - Date.parse(startAt));

// Checked a few times a second so that the shown second turns over on time.
const TICK_MS = 250;

/** Whole seconds since the server's START, counting while `running`. */
export function useServerElapsed(localStart: number | null, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  if (localStart === null) return 0;
  return Math.max(0, Math.floor((now - localStart) / 1000));
}
