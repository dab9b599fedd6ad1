import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './StarRating.module.css';

export const STAR_RATING_MAX = 5;

export interface StarRatingProps {
  value: number;
  /** Makes the rating interactive (a radio group of stars). */
  onChange?: (value: number) => void;
  max?: number;
  /** Star size in px (or any CSS length). */
  size?: number | string;
  /** Accessible name of the interactive group. */
  label?: string;
  /** Shows `${value}/5` next to the stars. */
  showValue?: boolean;
  disabled?: boolean;
}

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Number.isFinite(value) ? value : 0));
const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/** A five-pointed star in a 24 x 24 box, a little inside it so a stroke is never cut. */
const STAR_POINTS =
  'M12 2.3 L14.38 9.62 L22.08 9.62 L15.85 14.15 L18.23 21.48 L12 16.95 L5.77 21.48 L8.15 14.15 L1.92 9.62 L9.62 9.62 Z';

/**
 * A drawn star rather than a text glyph: an empty star is its outline, stroked dark enough to stand 3:1
 * against the background (WCAG 1.4.11), which a pale glyph on cream did not; a full one is filled.
 */
function StarShape() {
  return (
    <svg className={styles.shape} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_POINTS} />
    </svg>
  );
}

/** Five stars: read-only (filled to the value, announced as 'n/5') or a keyboard-friendly radio group. */
export function StarRating({
  value,
  onChange,
  max = STAR_RATING_MAX,
  size,
  label = 'Rating',
  showValue = false,
  disabled = false,
}: StarRatingProps) {
  const rating = clamp(value, max);
  const style = size === undefined ? undefined : { fontSize: size };
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <span className={styles.rating} style={style}>
        <span className={styles.stars} role="img" aria-label={`${rating}/${max}`}>
          {stars.map((n) => (
            <span key={n} className={styles.star} aria-hidden="true">
              <StarShape />
              <span className={styles.fill} style={{ width: `${clamp(rating - (n - 1), 1) * 100}%` }}>
                <StarShape />
              </span>
            </span>
          ))}
        </span>
        {showValue && (
          <span className={styles.value} aria-hidden="true">
            {`${rating}/${max}`}
          </span>
        )}
      </span>
    );
  }
  return (
    <StarRatingInput
      rating={Math.round(rating)}
      max={max}
      label={label}
      style={style}
      stars={stars}
      onChange={onChange}
      disabled={disabled}
      showValue={showValue}
    />
  );
}

interface StarRatingInputProps {
  rating: number;
  max: number;
  label: string;
  style: { fontSize: number | string } | undefined;
  stars: number[];
  onChange: (value: number) => void;
  disabled: boolean;
  showValue: boolean;
}

function StarRatingInput({
  rating,
  max,
  label,
  style,
  stars,
  onChange,
  disabled,
  showValue,
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = hovered || rating;
  // Roving tab stop: the checked star, or the first one while nothing is chosen.
  const tabStop = rating > 0 ? rating : 1;

  const choose = (n: number, focus: boolean) => {
    const next = Math.min(max, Math.max(1, n));
    onChange(next);
    if (focus) buttons.current[next - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = rating > 0 ? rating : 0;
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowUp: current + 1,
      ArrowLeft: current - 1,
      ArrowDown: current - 1,
      Home: 1,
      End: max,
    };
    const target = moves[event.key];
    if (target === undefined || disabled) return;
    event.preventDefault();
    choose(target, true);
  };

  return (
    <span className={styles.rating} style={style}>
      <span
        className={styles.stars}
        role="radiogroup"
        aria-label={label}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        onMouseLeave={() => setHovered(0)}
      >
        {stars.map((n) => (
          <button
            key={n}
            ref={(element) => {
              buttons.current[n - 1] = element;
            }}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={starLabel(n)}
            tabIndex={n === tabStop ? 0 : -1}
            disabled={disabled}
            className={n <= shown ? `${styles.button} ${styles.on}` : styles.button}
            onClick={() => choose(n, false)}
            onMouseEnter={() => setHovered(n)}
          >
            <StarShape />
          </button>
        ))}
      </span>
      {showValue && <span className={styles.value}>{`${rating}/${max}`}</span>}
    </span>
  );
}
