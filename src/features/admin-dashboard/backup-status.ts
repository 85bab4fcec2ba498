import { formatDateTime } from '@/lib/dates';

/** The dashboard's word on backups: a backup older than this is a warning (issue 20: a day). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * What the dashboard says about backups. `text` is for the staff who read the dashboard, mostly a
 * coordinator on a phone who cannot run a command on the server; `operator` is the step to pass on
 * to whoever runs the server (README, "Keeping the shop's data safe"), shown under it as such.
 */
export type BackupStatus = { tone: 'ok' | 'warning'; text: string; operator?: string };

/** What the dashboard says about the last good backup (`lastBackup` of GET /admin/dashboard). */
export function backupStatus(last: { at: string; file: string } | null, now: Date): BackupStatus {
  if (!last) {
    return {
      tone: 'warning',
      text: "No backup of the shop's orders and products has been taken yet. Ask whoever runs the shop's server to set up daily backups.",
      operator: 'Run npm run backup, or set BACKUP_EVERY.',
    };
  }
  const at = new Date(last.at);
  const when = formatDateTime(at);
  if (now.getTime() - at.getTime() > STALE_AFTER_MS) {
    return {
      tone: 'warning',
      text: `The last backup is more than a day old (${when}). Ask whoever runs the shop's server to take one and check the daily backups.`,
      operator: 'Run npm run backup; check BACKUP_EVERY and the server log.',
    };
  }
  return { tone: 'ok', text: `Last backup: ${when}.` };
}
