/**
 * Full-page navigation from an action (the guest's add-to-cart goes to /login).
 * One function, so tests can replace it and the day the shop adopts client-side routing only this changes.
 */
export function navigate(url: string): void {
  if (typeof window !== 'undefined') window.location.assign(url);
}

/** The current page's path and query, to come back to after signing in. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  return `${window.location.pathname}${window.location.search}`;
}
