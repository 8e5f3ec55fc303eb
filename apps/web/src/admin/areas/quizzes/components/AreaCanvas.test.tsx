import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import type { AreaValues } from '../form-values';
import { AreaCanvas, clampArea } from './AreaCanvas';

/** The picture is 800×600 and shown at half its size, from (100, 50) of the window. */
const shown = { left: 100, top: 50, width: 400, height: 300, right: 500, bottom: 350, x: 100, y: 50 };

function Canvas({ initial = [] as AreaValues[], onChange = (_: AreaValues[]) => undefined }) {
  const [areas, setAreas] = useState(initial);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <AreaCanvas
      src="/uploads/quizzes/a.webp"
      alt="Obrazek oryginalny"
      width={800}
      height={600}
      areas={areas}
      selected={selected}
      onSelect={setSelected}
      onChange={(next) => {
        setAreas(next);
        onChange(next);
      }}
    />
  );
}

const renderCanvas = (props: Parameters<typeof Canvas>[0] = {}) => {
  render(<Canvas {...props} />);
  const svg = screen.getByTestId('area-canvas');
  svg.getBoundingClientRect = () => ({ ...shown, toJSON: () => shown });
  return svg;
};

describe('AreaCanvas', () => {
  it('adds a circle where the picture is clicked, in the picture’s own pixels', () => {
    const changed = vi.fn();
    const svg = renderCanvas({ onChange: changed });
    fireEvent.pointerDown(svg, { clientX: 300, clientY: 200, button: 0, pointerId: 1 });
    // (300 − 100) × 2 = 400, (200 − 50) × 2 = 300; the radius a twentieth of the shorter side.
    expect(changed).toHaveBeenLastCalledWith([{ cx: 400, cy: 300, r: 30 }]);
    expect(screen.getByRole('img', { name: 'Obrazek z 1 zaznaczoną różnicą' })).toBeInTheDocument();
  });

  it('moves a circle dragged, resizes it by its handle, and keeps it whole inside the picture', () => {
    const changed = vi.fn();
    const svg = renderCanvas({ initial: [{ cx: 100, cy: 100, r: 20 }], onChange: changed });
    fireEvent.pointerDown(screen.getByTestId('area-1'), { clientX: 150, clientY: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 200, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(changed).toHaveBeenLastCalledWith([{ cx: 200, cy: 200, r: 20 }]);

    // The handle sits on the circle's right edge; dragged 40 px of the picture further out.
    fireEvent.pointerDown(screen.getByTestId('area-1-radius'), { clientX: 210, clientY: 150, button: 0, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 230, clientY: 150, pointerId: 1 });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(changed).toHaveBeenLastCalledWith([{ cx: 200, cy: 200, r: 60 }]);

    // Dragged past the corner, it stops where it is still whole.
    fireEvent.pointerDown(screen.getByTestId('area-1'), { clientX: 200, clientY: 150, button: 0, pointerId: 1 });
    fireEvent.pointerMove(svg, { clientX: 0, clientY: 0, pointerId: 1 });
    expect(changed).toHaveBeenLastCalledWith([{ cx: 60, cy: 60, r: 60 }]);
  });

  it('clampArea keeps the least radius a player can hit', () => {
    expect(clampArea({ cx: 3, cy: 597, r: 2 }, 800, 600)).toEqual({ cx: 8, cy: 592, r: 8 });
  });
});
