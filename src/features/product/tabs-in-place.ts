// The product page's tabs switched in place, with the arrow keys, Home and End (WAI-ARIA tabs);
// the chosen tab stays in the URL. Without this module the tabs are links that reload the page
// on the tab (ProductTabs.astro). The storefront's loader imports it once the page has painted,
// where the page has tabs (decision 094): it is not among what the first paint waits for.

/** Makes every `[data-product-tabs]` on the page switch its panels in place. */
export function enhanceProductTabs(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-product-tabs]')) {
    const tabs = [...root.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const select = (tab: HTMLAnchorElement, focus: boolean) => {
      for (const t of tabs) {
        const on = t === tab;
        t.setAttribute('aria-selected', String(on));
        t.tabIndex = on ? 0 : -1;
        const panel = root.querySelector<HTMLElement>(`[data-panel="${t.dataset.tab}"]`);
        if (panel) panel.hidden = !on;
      }
      if (focus) tab.focus();
      const url = new URL(window.location.href);
      url.searchParams.set('tab', tab.dataset.tab ?? 'description');
      history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
    };
    root.addEventListener('click', (event) => {
      const tab = (event.target as Element).closest<HTMLAnchorElement>('[role="tab"]');
      if (!tab || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      select(tab, false);
    });
    root.addEventListener('keydown', (event) => {
      const current = tabs.indexOf(event.target as HTMLAnchorElement);
      if (current < 0) return;
      const next =
        event.key === 'ArrowRight' ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft' ? (current - 1 + tabs.length) % tabs.length
        : event.key === 'Home' ? 0
        : event.key === 'End' ? tabs.length - 1
        : event.key === ' ' ? current
        : -1;
      const target = tabs[next];
      if (!target) return;
      event.preventDefault();
      select(target, true);
    });
  }
}
