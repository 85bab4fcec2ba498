import { useCallback, useEffect, useRef, useState } from 'react';

type Find = () => HTMLElement | null | undefined;

/**
 * Focus to move once the next render is on the page. A button whose own action removes it (Cancel
 * on an order now cancelled) leaves focus on the page's body, so a keyboard or screen-reader user
 * starts again from the top; the caller names where to go on instead (the order's heading). `find`
 * runs after React has committed, when the new elements exist.
 */
export function useFocusAfterRender(): (find: Find) => void {
  const [request, setRequest] = useState<{ find: Find } | null>(null);
  useEffect(() => {
    request?.find()?.focus();
  }, [request]);
  return useCallback((find: Find) => setRequest({ find }), []);
}

/**
 * A button's work that takes a while (a download, a batch of calls): `busy` while it runs (the
 * button says so), a press meanwhile ignored, and afterwards focus on what `find` names: the button
 * itself, which lost focus to the page's body while it was disabled, or the button that took its
 * place. A keyboard user goes on from there.
 */
export function useBusyWork(): { busy: boolean; work: (run: () => Promise<unknown>, find: Find) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const focusAfter = useFocusAfterRender();
  const work = useCallback(
    async (run: () => Promise<unknown>, find: Find) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await run();
      } finally {
        running.current = false;
        setBusy(false);
        focusAfter(find);
      }
    },
    [focusAfter],
  );
  return { busy, work };
}
