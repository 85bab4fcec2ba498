import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the shopper typed into a server-rendered form before its script arrived. Hydration leaves
 * the typed text in the inputs but the form's state empty, and the next render (the next field
 * typed, a store's change) would put the empty state back: "Full name is required" under a name
 * the shopper had typed, on a slow phone most often. Once hydrated, before anything renders
 * again, `take` gets each named field that holds something (a ticked checkbox as its value), for
 * the form to put into its state.
 */
export function useTypedBeforeHydration(formRef: RefObject<HTMLFormElement | null>, take: (name: string, value: string) => void): void {
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of Array.from(form.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
      if (field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset'].includes(field.type)) continue;
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked) take(field.name, field.value);
      } else if (field.value !== '') take(field.name, field.value);
    }
    // Once, as hydration ends: later changes reach the state through the fields' onChange.
  }, []);
}
