import { useEffect, useId, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { updateAvatar } from './profile.store';
import { useFocusAfterRender } from '@/lib/focus-after';
import { messages } from '@/lib/messages';
import { toastErrorText } from '@/lib/toast';
import { displayName, type User } from '@/lib/user';
import { FormAlert } from '@/components/FormField';
import { Breakable } from '@/components/Breakable';
import { emailPieces } from '@/lib/line-breaks';

/** True for a picked file that is an image (the server checks the content again). */
export const isImageFile = (file: File | null | undefined): file is File => !!file && file.type.startsWith('image/');

/**
 * The profile's avatar change (SPEC.md section 5): an image file is required —
 * 'No file selected' when the picker comes back empty, 'Select an image first.' when the shopper
 * asks to upload without one.
 */
export default function AvatarForm({ user }: { user: User }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAfter = useFocusAfterRender();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const fail = (key: 'noFileSelected' | 'selectImageFirst') => {
    setError(messages[key]);
    toastErrorText(messages[key]);
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    setStatus(null);
    if (!picked) {
      setFile(null);
      fail('noFileSelected');
      return;
    }
    if (!isImageFile(picked)) {
      setFile(null);
      event.target.value = '';
      fail('selectImageFirst');
      return;
    }
    setError(null);
    setFile(picked);
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isImageFile(file)) {
      fail('selectImageFirst');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const ok = await updateAvatar(file);
    setBusy(false);
    if (ok) {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setStatus(messages.profilePhotoUpdated);
      // Disabled while uploading, the button had left focus on the page's body: back to it, above the note.
      focusAfter(() => submitRef.current);
    }
  };

  const shown = preview ?? user.avatar ?? null;
  const initial = displayName(user).trim().charAt(0).toUpperCase() || '?';
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Profile photo" className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="size-24 shrink-0 overflow-hidden rounded-full border-2 border-cream-300 bg-cream-200">
        {shown ? (
          <img src={shown} alt={preview ? 'Preview of your new photo' : 'Your profile photo'} width="96" height="96" className="size-full object-cover" data-testid="avatar-image" />
        ) : (
          <span aria-hidden="true" className="flex size-full items-center justify-center font-display text-4xl font-semibold text-earth-700">
            {initial}
          </span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-semibold text-earth-900">{displayName(user)}</p>
        {/* Her address breaks after its "@" or before a dot, not mid-word (decision 193). */}
        <p className="text-sm break-words text-earth-700">
          <Breakable pieces={emailPieces(user.email)} />
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={inputId}
            name="avatar"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="peer sr-only"
            onChange={pick}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${inputId}-status`}
          />
          <label
            htmlFor={inputId}
            className="btn-outline cursor-pointer peer-focus-visible:focus-ring peer-focus-visible:outline-offset-2"
          >
            Choose photo
          </label>
          <button ref={submitRef} type="submit" className="btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Uploading…' : 'Update photo'}
          </button>
        </div>
        <p id={`${inputId}-status`} className="mt-2 min-h-5 text-sm" aria-live="polite">
          {error ? (
            <span className="font-medium text-chilli-700">{error}</span>
          ) : file ? (
            <span className="text-earth-700">Selected: {file.name}</span>
          ) : (
            <span className="text-earth-600">PNG, JPEG, WebP or GIF.</span>
          )}
        </p>
        <FormAlert tone="info" message={status} />
      </div>
    </form>
  );
}
