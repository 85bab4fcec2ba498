import { starRowId, STAR_ROW } from '@/lib/stars';

type Props = {
  rating: number;
  size?: number;
  /** Read by screen readers instead of the pictures; omit when the text beside says it. */
  label?: string;
  className?: string;
};

/**
 * Five stars: full, half (fraction at least .5) or empty, as one <use> of the page's row for the
 * rating (StarSprite.astro, in both layouts). Server-rendered or in an island; the product cards
 * use StarRow.astro (same rule, no React).
 */
export default function Stars({ rating, size = 18, label, className = '' }: Props) {
  return (
    <svg
      viewBox={STAR_ROW.viewBox}
      width={Math.round(size * STAR_ROW.widthPerHeight)}
      height={size}
      className={className ? `inline-block shrink-0 ${className}` : 'inline-block shrink-0'}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="stars"
    >
      <use href={`#${starRowId(rating)}`} />
    </svg>
  );
}
