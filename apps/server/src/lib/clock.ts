/**
 * Where the server reads the time, so deadlines, expiry and quiz windows are testable.
 *
 * Outside production the app's clock is the **programme clock** (ProgrammeClock, ADR 0059): what
 * the programme dates and counts by, which POST /dev/clock moves forward for every process at
 * once. Sessions, one-time codes and reset links, TOTP, throttles, captchas, the message queue and
 * the jobs' leases keep real time: they read `realTimeOf(clock)`, whichever clock they are handed.
 */
export interface Clock {
  now(): Date;
  /** A programme clock's wall clock; a clock without one is real time itself. */
  readonly real?: Clock;
  /** A programme clock catches up with a move another process made (at most a tenth of a second old). */
  follow?(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real time behind a clock: a programme clock's wall clock, or the clock itself. */
export const realTimeOf = (clock: Clock): Clock => clock.real ?? clock;

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  constructor(private current: Date = new Date('2025-09-01T10:00:00.000Z')) {}

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(date: Date): void {
    this.current = new Date(date);
  }
}

/**
 * How long a process trusts the programme clock's offset it read, as it trusts the settings'
 * stamp (ADR 0019): one indexed look-up serves every request of that tenth of a second, and a
 * move made through another process is seen within it.
 */
export const PROGRAMME_CLOCK_FRESH_MS = 100;

/**
 * The programme's time: its base clock moved forward by the offset that POST /dev/clock keeps in
 * the database (0: real time). Each process keeps the offset it last read and reads it again
 * when `follow()` finds it older than PROGRAMME_CLOCK_FRESH_MS (every request does, and every
 * job run); `now()` stays synchronous, as the ~800 places that read it expect. Production never
 * builds one: there the app's clock is the wall clock itself.
 */
export class ProgrammeClock implements Clock {
  private offsetMs = 0;
  /** Date.now() until which the offset read is trusted (real milliseconds, whatever `base` says). */
  private trustedUntil = 0;
  private reading: Promise<void> | undefined;
  /** Counts the offsets this process wrote: a read begun before one is not used after it. */
  private written = 0;

  constructor(
    /** Reads the offset kept in the database (0 when the clock runs in real time). */
    private readonly readOffset: () => Promise<number>,
    /** What the programme's time runs on: the wall clock, or a test's ManualClock. */
    private readonly base: Clock,
    /** What the real-time parts read. */
    readonly real: Clock = base,
  ) {}

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }

  /** The offset that makes the programme's time `programme` now. */
  offsetFor(programme: Date): number {
    return programme.getTime() - this.base.now().getTime();
  }

  follow(): Promise<void> {
    if (Date.now() < this.trustedUntil) return Promise.resolve();
    return this.reload();
  }

  /** Reads the offset now, whatever was read a moment ago. */
  reload(): Promise<void> {
    const written = this.written;
    this.reading ??= this.readOffset()
      .then((offset) => {
        if (written === this.written) this.trust(offset);
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** The offset this process has just written: used at once, trusted for a tenth of a second. */
  use(offsetMs: number): void {
    this.written += 1;
    this.trust(offsetMs);
  }

  private trust(offsetMs: number): void {
    this.offsetMs = offsetMs;
    this.trustedUntil = Date.now() + PROGRAMME_CLOCK_FRESH_MS;
  }
}
