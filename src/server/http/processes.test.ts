import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env.ts';
import { serverProcessCount } from './processes.ts';

describe('serverProcessCount (WORKERS, decision 064)', () => {
  const pg = 'postgres://shop@db.internal/shop';
  it('runs one process per core with PostgreSQL and one with the embedded database by default', () => {
    expect(serverProcessCount({ WORKERS: 'auto', DATABASE_URL: pg }, 4)).toBe(4);
    expect(serverProcessCount({ WORKERS: 'auto' }, 4)).toBe(1);
  });

  it('takes a number, and refuses more than one process on the embedded database', () => {
    expect(serverProcessCount({ WORKERS: 3, DATABASE_URL: pg }, 2)).toBe(3);
    expect(serverProcessCount({ WORKERS: 1 }, 8)).toBe(1);
    expect(() => serverProcessCount({ WORKERS: 2 }, 8)).toThrow(/^WORKERS=2 needs DATABASE_URL/);
  });

  it('reads the setting from the environment, refusing anything else', () => {
    expect(parseServerEnv({}).WORKERS).toBe('auto');
    expect(parseServerEnv({ WORKERS: ' 2 ' }).WORKERS).toBe(2);
    expect(() => parseServerEnv({ WORKERS: '0' })).toThrow(/WORKERS must be auto or a number from 1 to 99/);
    expect(() => parseServerEnv({ WORKERS: 'all' })).toThrow(/WORKERS must be auto or a number from 1 to 99/);
  });
});
