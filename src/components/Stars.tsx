import { ratingStars, STAR_PATH } from '@/lib/stars';

type Props = {
  rating: number;
  size?: number;
  /** Read by screen readers instead of the pictures; omit when the text beside says it. */
  label?: string;
  className?: string;
};

/** Five stars: full, half (fraction at least .5) or empty. Server-rendered or in an island; the product cards use StarRow.astro (same rule, no React). */
export default function Stars({ rating, size = 18, label, className = '' }: Props) {
  return (
    <span
      className={`inline-flex items-center gap-0.5 ${className}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-testid="stars"
    >
      {ratingStars(rating).map((kind, i) => (
        <span key={i} className="relative inline-block" style={{ width: size, height: size }} data-star={kind}>
          <svg
            viewBox="0 0 20 20"
            width={size}
            height={size}
            className="absolute inset-0 text-cream-300"
            fill="currentColor"
            aria-hidden="true"
          >
            <path d={STAR_PATH} />
          </svg>
          {kind !== 'empty' && (
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: kind === 'half' ? '50%' : '100%' }}>
              <svg
                viewBox="0 0 20 20"
                width={size}
                height={size}
                className="text-turmeric-500"
                fill="currentColor"
                aria-hidden="true"
              >
                <path d={STAR_PATH} />
              </svg>
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
