import { describe, expect, it } from 'vitest';
import { parsePublicEnv } from './env';

describe('public env', () => {
  it('defaults the API to the same origin', () => {
    expect(parsePublicEnv({}).PUBLIC_API_URL).toBe('/api/v1');
  });
  it('accepts another host that speaks the same contract', () => {
    expect(parsePublicEnv({ PUBLIC_API_URL: 'https://api.example.in/api/v1' }).PUBLIC_API_URL).toBe(
      'https://api.example.in/api/v1',
    );
  });
  it('rejects a value that is neither a path nor a URL', () => {
    expect(() => parsePublicEnv({ PUBLIC_API_URL: 'ftp://x' })).toThrow(/PUBLIC_API_URL/);
  });
});
