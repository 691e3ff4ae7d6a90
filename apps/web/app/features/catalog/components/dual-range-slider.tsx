import { moveThumb, type Thumb } from '@motorplaza/domain/catalog/slider';
import { useEffect, useRef, useState } from 'react';
import classes from './range-slider.module.css';

interface DualRangeSliderProps {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly value: readonly [number, number];
  /** Spanish names of the two thumbs, e.g. 'Precio mínimo' and 'Precio máximo'. */
  readonly labels: readonly [string, string];
  readonly format: (value: number) => string;
  /** Called when a thumb is let go (or moved by a key), not on every pixel of a drag. */
  readonly onCommit: (value: [number, number]) => void;
}

/**
 * A range slider of two native range inputs. Spec 000 §4: a thumb never passes the other, the moved one
 * is clamped to it (moveThumb). The values follow the drag; the filter applies when the thumb is let go.
 */
export function DualRangeSlider({ min, max, step, value, labels, format, onCommit }: DualRangeSliderProps) {
  const [draft, setDraft] = useState<[number, number]>([value[0], value[1]]);
  const draftRef = useRef(draft);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    draftRef.current = [value[0], value[1]];
    setDraft([value[0], value[1]]);
  }, [value[0], value[1]]);

  // The native 'change' event fires once the user settles on a value (release, or each key press).
  useEffect(() => {
    const commit = () => commitRef.current(draftRef.current);
    const inputs = [minInput.current, maxInput.current];
    for (const input of inputs) input?.addEventListener('change', commit);
    return () => {
      for (const input of inputs) input?.removeEventListener('change', commit);
    };
  }, []);

  function move(thumb: Thumb, raw: string) {
    const next = moveThumb(draftRef.current, thumb, Number(raw), { min, max }, step);
    draftRef.current = next;
    setDraft(next);
  }

  const span = max - min || 1;
  const percent = (position: number) => ((position - min) / span) * 100;
  // Keep the lower thumb on top when both sit at the upper end, so it can still be dragged down.
  const lowerOnTop = draft[0] >= min + span / 2;

  return (
    <div>
      <div className={classes.values} aria-hidden="true">
        <span>{format(draft[0])}</span>
        <span>{format(draft[1])}</span>
      </div>
      <div className={classes.slider}>
        <div className={classes.track} />
        <div
          className={classes.fill}
          style={{
            left: `calc(11px + ${percent(draft[0])}% - ${(percent(draft[0]) * 22) / 100}px)`,
            right: `calc(11px + ${100 - percent(draft[1])}% - ${((100 - percent(draft[1])) * 22) / 100}px)`,
          }}
        />
        <input
          ref={minInput}
          type="range"
          className={`${classes.input} ${lowerOnTop ? classes.raised : ''}`}
          min={min}
          max={max}
          step={step}
          value={draft[0]}
          aria-label={labels[0]}
          aria-valuetext={format(draft[0])}
          onChange={(event) => move('min', event.currentTarget.value)}
        />
        <input
          ref={maxInput}
          type="range"
          className={classes.input}
          min={min}
          max={max}
          step={step}
          value={draft[1]}
          aria-label={labels[1]}
          aria-valuetext={format(draft[1])}
          onChange={(event) => move('max', event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
