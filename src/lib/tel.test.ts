import { describe, expect, it } from 'vitest';
import { telHref } from './tel';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('+91 98220 12345')).toBe('tel:+919822012345');
    expect(telHref('98220-12345')).toBe('tel:9822012345');
    expect(telHref(' (020) 4000 1234 ')).toBe('tel:02040001234');
  });

  it('gives nothing for a number with nothing to dial', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });
});
