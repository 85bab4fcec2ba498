import { useId } from 'react';

/**
 * A profile form's submit button, with "Saved." beside it once the save worked. The toast at the top
 * of the page says so for 2 seconds (SPEC.md section 4), too short for a slow reader on a phone, who
 * may also have it scrolled out of sight; the note stays until the form is changed again (the form
 * sets `saved` back to false). Its live region is in the page from the start, so a screen reader
 * reads it when it appears, and it describes the button, where focus goes back after a save.
 */
export default function SaveButton({ label, busy, saved }: { label: string; busy: boolean; saved: boolean }) {
  const noteId = useId();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
      <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy} aria-describedby={noteId}>
        {busy ? 'Saving…' : label}
      </button>
      <p id={noteId} role="status" className="inline-flex items-center gap-1.5 text-sm font-semibold text-leaf-700" data-testid="saved-note">
        {saved && (
          <>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5 10 17.5 19 7" />
            </svg>
            Saved.
          </>
        )}
      </p>
    </div>
  );
}
