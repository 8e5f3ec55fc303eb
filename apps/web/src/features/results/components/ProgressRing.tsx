import type { ResultTarget } from '@portal/contract';
import type { ReactNode } from 'react';

const SIZE = 160;
const STROKE = 14;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
// The white gap that marks where one threshold ends and the next begins.
const GAP = 3;

const arc = (fromPercent: number, lengthPercent: number, gap = 0) => ({
  strokeDasharray: `${Math.max(0, (lengthPercent / 100) * CIRCUMFERENCE - gap)} ${CIRCUMFERENCE}`,
  strokeDashoffset: -(fromPercent / 100) * CIRCUMFERENCE,
});

/**
 * A progress ring: the track is split into the product's thresholds (their pie shares), and the
 * filled arc shows how far the seller has come towards the last one. `children` sit in the middle.
 *
 * The fill is drawn per threshold, each piece inside its own segment with square ends, so the
 * gaps between thresholds stay clean. (One round-capped arc over the whole ring, with white marks
 * painted over the gaps, spilled past them and left a stray sliver.)
 */
export function ProgressRing({
  targets,
  percent,
  children,
}: {
  targets: ResultTarget[];
  percent: number;
  children: ReactNode;
}) {
  const filled = Math.min(100, Math.max(0, percent));
  const segments =
    targets.length > 0
      ? targets.map((target, index) => ({
          from: targets.slice(0, index).reduce((sum, before) => sum + before.pie_percent, 0),
          length: target.pie_percent,
        }))
      : [{ from: 0, length: 100 }];
  const gap = segments.length > 1 ? GAP : 0;
  const done = filled >= 100;
  const ring = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: 'none', strokeWidth: STROKE } as const;
  return (
    <div className="relative grid size-20 place-items-center sm:size-40">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        {segments.map((segment) => (
          <circle
            key={segment.from}
            {...ring}
            className="stroke-brand-100"
            style={arc(segment.from, segment.length, gap)}
          />
        ))}
        {segments.map((segment) => {
          const reached = Math.min(segment.length, filled - segment.from);
          if (reached <= 0) return null;
          // The fill stops at the progress, and never runs into the gap that ends its segment.
          const length = Math.min(reached, segment.length - (gap / CIRCUMFERENCE) * 100);
          return (
            <circle
              key={`fill-${segment.from}`}
              {...ring}
              className={`transition-[stroke-dasharray] duration-700 ${done ? 'stroke-success' : 'stroke-accent-400'}`}
              style={arc(segment.from, length)}
            />
          );
        })}
      </svg>
      <div className="relative flex flex-col items-center text-center">{children}</div>
    </div>
  );
}
