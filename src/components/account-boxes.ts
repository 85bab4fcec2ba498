// The header's account boxes (AccountButtons.astro): Sign In and Sign Up, or My Account. Shown from
// the session hint by the storefront's loader, then from the session check (./account-buttons.ts).

/** Shows the signed-in or the signed-out buttons in every box of the page, and returns the boxes. */
export function showAccountButtons(signedIn: boolean): HTMLElement[] {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-account-buttons]')];
  for (const box of boxes) {
    box.querySelector<HTMLElement>('[data-signed-out]')!.hidden = signedIn;
    box.querySelector<HTMLElement>('[data-signed-in]')!.hidden = !signedIn;
  }
  return boxes;
}
