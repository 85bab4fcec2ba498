import { useCallback, useEffect, useState } from 'react';

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
