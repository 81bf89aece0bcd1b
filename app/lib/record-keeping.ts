/**
 * How long a deployment keeps what it records besides the leads themselves, as the shipped files set it up.
 * The privacy notice states these figures; app/lib/record-keeping.test.ts holds deploy/, docs/operations.md
 * and the form's rate limit to them, so the notice and the server cannot say different things.
 */
export const RECORD_KEEPING = {
  /**
   * Request logs: nginx's files rotate daily and 14 are kept (Debian's /etc/logrotate.d/nginx); the journal,
   * which holds the server's own log and Caddy's, deletes older entries (deploy/journald-retention.conf).
   */
  logDays: 14,
  /** Backups of the lead database: the nightly job of docs/operations.md deletes them at this age. */
  backupDays: 30,
  /** The quote form's flood guard forgets an address at most this long after its last request (server/contact/rate-limit.ts). */
  floodGuardMinutes: 15,
} as const
