import { describe, expect, it } from 'vitest';
import { isIndia, pinOf, pinProblem, PIN_MESSAGE } from './pincode';

describe('the Indian PIN code rule', () => {
  it('reads six digits, the first not 0, with spaces or a hyphen allowed', () => {
    expect(pinOf('411030')).toBe('411030');
    expect(pinOf(' 411 030 ')).toBe('411030');
    expect(pinOf('411-030')).toBe('411030');
    for (const bad of ['41600', '4110300', '011030', '41103O', '', 'ABC123']) expect(pinOf(bad)).toBeNull();
  });

  it('applies to India only, however the country is typed', () => {
    expect(pinProblem('41600', 'India')).toBe(PIN_MESSAGE);
    expect(pinProblem('41600', ' india ')).toBe(PIN_MESSAGE);
    expect(pinProblem('416001', 'India')).toBeNull();
    expect(pinProblem('10001', 'USA')).toBeNull();
    expect(pinProblem('K1A 0B1', 'Canada')).toBeNull();
    expect(isIndia(undefined)).toBe(false);
  });
});
