import { FIND_DIFF_MIN_RADIUS } from '@portal/contract';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaValues } from '../form-values';

/** Keeps a circle whole inside the picture (the server refuses one that is not). */
export function clampArea(area: AreaValues, width: number, height: number): AreaValues {
  const r = Math.max(FIND_DIFF_MIN_RADIUS, Math.min(Math.round(area.r), Math.floor(Math.min(width, height) / 2)));
  const clamp = (value: number, size: number) => Math.min(Math.max(Math.round(value), r), size - r);
  return { cx: clamp(area.cx, width), cy: clamp(area.cy, height), r };
}

/**
 * A new circle at a point: its radius a twentieth of the picture's shorter side, and (clampArea)
 * at least the least a player can hit, whole inside the picture.
 */
export const newArea = (cx: number, cy: number, width: number, height: number) =>
  clampArea({ cx, cy, r: Math.round(Math.min(width, height) / 20) }, width, height);

/** A pointer's place on the shown picture in the picture's own pixels. */
export function pictureClick(rect: DOMRect, clientX: number, clientY: number, width: number, height: number) {
  return {
    x: ((clientX - rect.left) / rect.width) * width,
    y: ((clientY - rect.top) / rect.height) * height,
  };
}

type Drag = { index: number; mode: 'move' | 'resize'; dx: number; dy: number } | null;

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  areas: AreaValues[];
  selected: number | null;
  onSelect: (index: number | null) => void;
  onChange: (areas: AreaValues[]) => void;
  disabled?: boolean;
}

/**
 * The original picture with the difference areas drawn over it (an SVG in the picture's pixels):
 * a click on the picture adds a circle there, dragging a circle moves it, dragging the selected
 * circle's handle sets its radius. The list beside it (FindDiffEditor) does the same by keyboard.
 */
export function AreaCanvas({ src, alt, width, height, areas, selected, onSelect, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag>(null);

  const pointOf = (event: PointerEvent) =>
    pictureClick(svg.current!.getBoundingClientRect(), event.clientX, event.clientY, width, height);

  const change = (index: number, area: AreaValues) =>
    onChange(areas.map((current, at) => (at === index ? clampArea(area, width, height) : current)));

  const startOnPicture = (event: PointerEvent<SVGSVGElement>) => {
    if (disabled || event.button !== 0) return;
    const { x, y } = pointOf(event);
    onChange([...areas, newArea(x, y, width, height)]);
    onSelect(areas.length);
  };

  const startOnArea = (event: PointerEvent<SVGElement>, index: number, mode: 'move' | 'resize') => {
    if (disabled || event.button !== 0) return;
    event.stopPropagation();
    svg.current?.setPointerCapture?.(event.pointerId);
    const { x, y } = pointOf(event);
    const area = areas[index]!;
    setDrag({ index, mode, dx: area.cx - x, dy: area.cy - y });
    onSelect(index);
  };

  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const { x, y } = pointOf(event);
    const area = areas[drag.index]!;
    if (drag.mode === 'move') change(drag.index, { ...area, cx: x + drag.dx, cy: y + drag.dy });
    else change(drag.index, { ...area, r: Math.hypot(x - area.cx, y - area.cy) });
  };

  const stroke = Math.max(2, Math.round(Math.min(width, height) / 200));
  return (
    <div className="relative w-full select-none" style={{ maxWidth: width }}>
      <img src={src} alt={alt} width={width} height={height} className="block h-auto w-full" draggable={false} />
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        className={`absolute inset-0 size-full touch-none ${disabled ? '' : 'cursor-crosshair'}`}
        role="img"
        aria-label={t('admin.quizzes.findDiff.canvasLabel', { count: areas.length })}
        data-testid="area-canvas"
        onPointerDown={startOnPicture}
        onPointerMove={move}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      >
        {areas.map((area, index) => (
          <g key={index}>
            <circle
              cx={area.cx}
              cy={area.cy}
              r={area.r}
              fill={index === selected ? 'rgba(250, 204, 21, 0.25)' : 'rgba(239, 68, 68, 0.15)'}
              stroke={index === selected ? '#facc15' : '#ef4444'}
              strokeWidth={stroke}
              className={disabled ? '' : 'cursor-move'}
              data-testid={`area-${index + 1}`}
              onPointerDown={(event) => startOnArea(event, index, 'move')}
            />
            <text
              x={area.cx}
              y={area.cy}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={Math.max(12, area.r * 0.8)}
              fontWeight="bold"
              fill="#fff"
              stroke="#000"
              strokeWidth={1}
              pointerEvents="none"
            >
              {index + 1}
            </text>
            {index === selected && !disabled && (
              <circle
                cx={area.cx + area.r}
                cy={area.cy}
                r={stroke * 4}
                fill="#facc15"
                stroke="#000"
                strokeWidth={1}
                className="cursor-ew-resize"
                data-testid={`area-${index + 1}-radius`}
                onPointerDown={(event) => startOnArea(event, index, 'resize')}
              />
            )}
          </g>
        ))}
      </svg>
    </div>
  );
}
