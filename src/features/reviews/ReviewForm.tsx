import { useState, type FormEvent } from 'react';
import RatingInput from './RatingInput';
import type { ReviewDraft } from './review-draft';

export type { ReviewDraft };

type Props = {
  initial?: ReviewDraft;
  submitLabel: string;
  /** Resolves true when the review was saved (the form then empties, with `clearOnSave`, or closes). */
  onSubmit: (draft: ReviewDraft) => Promise<boolean>;
  /** Every change, for the draft to be kept while the shopper types. */
  onChange?: (draft: ReviewDraft) => void;
  clearOnSave?: boolean;
  onCancel?: () => void;
  /** Text for the form's accessible name. */
  label: string;
};

/** Rating (required), optional title and a comment (trimmed by the store). */
export default function ReviewForm({ initial, submitLabel, onSubmit, onChange, clearOnSave = false, onCancel, label }: Props) {
  const [draft, setDraft] = useState<ReviewDraft>(initial ?? { rating: 0, title: '', comment: '' });
  const change = (patch: Partial<ReviewDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onChange?.(next);
  };
  const [sending, setSending] = useState(false);
  const idBase = label.toLowerCase().replace(/[^a-z]+/g, '-');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const saved = await onSubmit(draft);
    setSending(false);
    if (saved && clearOnSave) setDraft({ rating: 0, title: '', comment: '' });
  };

  return (
    <form onSubmit={submit} aria-label={label} className="flex flex-col gap-4">
      <RatingInput legend="Your rating" value={draft.rating} onChange={(rating) => change({ rating })} />
      <div>
        <label htmlFor={`${idBase}-title`} className="field-label">
          Title <span className="font-normal text-earth-600">(optional)</span>
        </label>
        <input
          id={`${idBase}-title`}
          className="field-input"
          value={draft.title}
          maxLength={120}
          onChange={(e) => change({ title: e.currentTarget.value })}
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
          onChange={(e) => change({ comment: e.currentTarget.value })}
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
