/** The product page's tabs; the chosen one is in the URL (?tab=…) so they work without JavaScript. */
export const PRODUCT_TABS = [
  { id: 'description', label: 'Description' },
  { id: 'storage', label: 'Storage & Usage' },
  { id: 'reviews', label: 'Reviews' },
] as const;

export type ProductTabId = (typeof PRODUCT_TABS)[number]['id'];

/** The tab a URL asks for; Description when it names none we know. */
export function readProductTab(value: string | null | undefined): ProductTabId {
  return PRODUCT_TABS.find((t) => t.id === value)?.id ?? 'description';
}
