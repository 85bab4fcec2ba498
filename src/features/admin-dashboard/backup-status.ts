import { formatDateTime } from '@/lib/dates';

/** The dashboard's word on backups: a backup older than this is a warning (issue 20: a day). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

export type BackupStatus = { tone: 'ok' | 'warning'; text: string };

/** What the dashboard says about the last good backup (`lastBackup` of GET /admin/dashboard). */
export function backupStatus(last: { at: string; file: string } | null, now: Date): BackupStatus {
  if (!last) return { tone: 'warning', text: 'No backup has been taken yet. Run npm run backup, or set BACKUP_EVERY.' };
  const at = new Date(last.at);
  const when = formatDateTime(at);
  if (now.getTime() - at.getTime() > STALE_AFTER_MS) {
    return { tone: 'warning', text: `The last backup is more than a day old (${when}). Take one now: npm run backup.` };
  }
  return { tone: 'ok', text: `Last backup: ${when}.` };
}
