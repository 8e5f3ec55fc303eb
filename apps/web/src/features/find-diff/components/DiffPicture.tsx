import type { FindDiffArea } from '@portal/contract';
import type { MouseEvent } from 'react';

interface Props {
  src: string;
  label: string;
  /** The pictures' drawing size: the areas found are in these units. */
  width: number;
  height: number;
  found: FindDiffArea[];
  disabled: boolean;
  /** The click point relative to the picture (0..1 from its top left corner). */
  onPick: (point: { x: number; y: number }) => void;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * One of the two pictures. A click is sent as a point relative to the picture, whatever its size
 * on the screen; the differences found are circled over it in the picture's own units.
 */
export function DiffPicture({ src, label, width, height, found, disabled, onPick }: Props) {
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    // A key press on the button has no point on the picture.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPick({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  return (
    <button
      type="button"
      onClick={pick}
      disabled={disabled}
      aria-label={label}
      className="relative block w-full cursor-crosshair overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-brand-100 disabled:cursor-default"
    >
      {/* Its size given, the picture takes its place before the PNG arrives: no click lands on a moving target. */}
      <img
        src={src}
        alt=""
        width={width}
        height={height}
        draggable={false}
        className="block h-auto w-full select-none"
      />
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="pointer-events-none absolute inset-0 size-full"
        aria-hidden="true"
        data-testid="found-areas"
      >
        {found.map((area) => (
          <g key={area.id}>
            <circle cx={area.cx} cy={area.cy} r={area.r} fill="none" stroke="#ffffff" strokeWidth={9} opacity={0.8} />
            <circle cx={area.cx} cy={area.cy} r={area.r} fill="none" stroke="#e11d48" strokeWidth={5} />
          </g>
        ))}
      </svg>
    </button>
  );
}
