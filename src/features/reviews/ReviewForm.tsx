import { useState, type FormEvent } from 'react';
import RatingInput from './RatingInput';

export type ReviewDraft = { rating: number; title: string; comment: string };

type Props = {
  initial?: ReviewDraft;
  submitLabel: string;
  /** Resolves true when the review was saved (the form then empties or closes). */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  onCancel?: () => void;
  /** Text for the form's accessible name. */
  label: string;
};

/** Rating (required), optional title and a comment (trimmed by the store). */
export default function ReviewForm({ initial, submitLabel, onSubmit, onCancel, label }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: 0, title: '', comment: '' });
  const [sending, setSending] = useState(false);
  const idBase = label.toLowerCase().replace(/[^a-z]+/g, '-');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const saved = await onSubmit(draft);
    setSending(false);
    if (saved && !initial) setDraft({ rating: 0, title: '', comment: '' });
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <RatingInput legend="Your rating" value={draft.rating} onChange={(rating) => setDraft((d) => ({ ...d, rating }))} />
      <div>
        <label htmlFor={`${idBase}-title`} className="field-label">
          Title <span className="font-normal text-earth-600">(optional)</span>
        </label>
        <input
          id={`${idBase}-title`}
          className="field-input"
          value={draft.title}
          maxLength={120}
          onChange={(e) => {
            const title = e.currentTarget.value;
            setDraft((d) => ({ ...d, title }));
          }}
        />
      </div>
      <div>
        <label htmlFor={`${idBase}-comment`} className="field-label">
          Your review
        </label>
        <textarea
          id={`${idBase}-comment`}
          className="field-input min-h-28 py-2"
          value={draft.comment}
          maxLength={2000}
          onChange={(e) => {
            const comment = e.currentTarget.value;
            setDraft((d) => ({ ...d, comment }));
          }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={sending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
