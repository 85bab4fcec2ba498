import { useId } from 'react';

type Props = {
  value: number;
  onChange: (rating: number) => void;
  /** The legend, e.g. 'Your rating'. */
  legend: string;
};

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five radio buttons drawn as stars; required, so the browser asks for a rating before sending. */
export default function RatingInput({ value, onChange, legend }: Props) {
  const name = useId();
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:focus-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              required
              className="absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <svg
              viewBox="0 0 20 20"
              width="28"
              height="28"
              aria-hidden="true"
              fill="currentColor"
              className={n <= value ? 'text-turmeric-500' : 'text-cream-300'}
            >
              <path d={STAR} />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
