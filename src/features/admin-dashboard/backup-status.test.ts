import { describe, expect, it } from 'vitest';
import { backupStatus } from './backup-status';

const now = new Date('2026-11-25T12:00:00Z');

describe('the dashboard on backups', () => {
  it('warns when no backup has been taken', () => {
    expect(backupStatus(null, now)).toEqual({ tone: 'warning', text: 'No backup has been taken yet. Run npm run backup, or set BACKUP_EVERY.' });
  });

  it('gives the time of a backup taken within the day', () => {
    const status = backupStatus({ at: '2026-11-25T02:30:00Z', file: 'b.tar.gz' }, now);
    expect(status.tone).toBe('ok');
    expect(status.text).toMatch(/^Last backup: .*25 Nov(ember)? 2026.*8:00/i);
  });

  it('warns when the last backup is more than a day old', () => {
    const status = backupStatus({ at: '2026-11-24T11:59:00Z', file: 'b.tar.gz' }, now);
    expect(status.tone).toBe('warning');
    expect(status.text).toMatch(/^The last backup is more than a day old \(.*24 Nov/);
  });
});
