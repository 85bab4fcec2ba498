/**
 * The Indian PIN code rule both sides share: six digits, the first never 0. The storefront checks
 * it before anything is sent, the API refuses an Indian address without one, and the delivery
 * check reads it. Addresses in another country (the forms offer USA and Canada) keep their own
 * postal codes, which only the general zip code rule checks.
 */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;
export const PIN_MESSAGE = 'Please enter a valid 6-digit PIN code.';

/** The six-digit PIN in what the shopper typed ('411 030' and '411-030' too), or null. */
export function pinOf(zipCode: string): string | null {
  const pin = zipCode.replace(/[\s-]/g, '');
  return PIN_PATTERN.test(pin) ? pin : null;
}

/** True for India however it is typed (the profile's country is free text). */
export const isIndia = (country: string | null | undefined): boolean => (country ?? '').trim().toLowerCase() === 'india';

/** What is wrong with an address's zip code for its country: an Indian address needs a PIN code. */
export function pinProblem(zipCode: string, country: string | null | undefined): string | null {
  return isIndia(country) && !pinOf(zipCode) ? PIN_MESSAGE : null;
}
