import { describe, expect, it } from 'vitest';
import { readString } from './read';

describe('reading a string field', () => {
  it('trims a string', () => {
    expect(readString('  Asha ')).toBe('Asha');
  });

  it('keeps the spaces when asked to', () => {
    expect(readString('  Asha ', { trim: false })).toBe('  Asha ');
  });

  it('writes a number as text', () => {
    expect(readString(42)).toBe('42');
  });

  it('reads anything else as empty', () => {
    expect(readString(null)).toBe('');
    expect(readString(undefined)).toBe('');
    expect(readString({ id: 1 })).toBe('');
    expect(readString(true)).toBe('');
  });
});
