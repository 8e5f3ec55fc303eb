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
  const segments = targets.map((target, index) => ({
    from: targets.slice(0, index).reduce((sum, before) => sum + before.pie_percent, 0),
    length: target.pie_percent,
  }));
  const done = percent >= 100;
  return (
    <div className="relative grid size-32 place-items-center sm:size-40">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        {segments.length === 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            className="stroke-brand-100"
          />
        )}
        {segments.map((segment) => (
          <circle
            key={segment.from}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            className="stroke-brand-100"
            style={arc(segment.from, segment.length, segments.length > 1 ? GAP : 0)}
          />
        ))}
        {percent > 0 && (
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE}
            strokeLinecap={done ? 'butt' : 'round'}
            className={`transition-[stroke-dasharray] duration-700 ${done ? 'stroke-success' : 'stroke-accent-400'}`}
            style={arc(0, Math.min(100, percent))}
          />
        )}
        {segments.slice(0, -1).map((segment) => (
          <circle
            key={`mark-${segment.from}`}
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            fill="none"
            strokeWidth={STROKE + 4}
            className="stroke-white"
            style={{
              strokeDasharray: `${GAP} ${CIRCUMFERENCE}`,
              strokeDashoffset: -((segment.from + segment.length) / 100) * CIRCUMFERENCE + GAP,
            }}
          />
        ))}
      </svg>
      <div className="relative flex flex-col items-center text-center">{children}</div>
    </div>
  );
}
