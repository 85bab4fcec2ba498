import { describe, expect, it } from 'vitest';
import { backupStatus } from './backup-status';

const now = new Date('2026-11-25T12:00:00Z');

describe('the dashboard on backups', () => {
  it('warns when no backup has been taken', () => {
    // Worded for the staff who read it; the command is a separate line for whoever runs the server.
    expect(backupStatus(null, now)).toEqual({
      tone: 'warning',
      text: "No backup of the shop's orders and products has been taken yet. Ask whoever runs the shop's server to set up daily backups.",
      operator: 'Run npm run backup, or set BACKUP_EVERY.',
    });
  });

  it('gives the time of a backup taken within the day', () => {
    const status = backupStatus({ at: '2026-11-25T02:30:00Z', file: 'b.tar.gz' }, now);
    expect(status.tone).toBe('ok');
    expect(status.text).toMatch(/^Last backup: .*25 Nov(ember)? 2026.*8:00/i);
    expect(status.operator).toBeUndefined();
  });

  it('warns when the last backup is more than a day old', () => {
    const status = backupStatus({ at: '2026-11-24T11:59:00Z', file: 'b.tar.gz' }, now);
    expect(status.tone).toBe('warning');
    expect(status.text).toMatch(/^The last backup is more than a day old \(.*24 Nov.*\)\. Ask whoever runs the shop's server/);
    expect(status.text).not.toMatch(/npm/);
    expect(status.operator).toMatch(/^Run npm run backup/);
  });
});
