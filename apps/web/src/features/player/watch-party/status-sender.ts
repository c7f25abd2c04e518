import {
  WATCH_PARTY_HOST_STATUS_MS,
  WATCH_PARTY_STATUS_MS,
  projectPosition,
  type ReportedContent,
  type ReportedPlayer,
} from '@screenroom/core';

/** How often the media is looked at for a change worth reporting at once. */
export const STATUS_CHECK_MS = 50;
/**
 * A host off by this much from what its last report foretells reports again: a seek, a stall, and
 * also the first moments of playing, when a browser's clock starts slower than real time.
 */
export const HOST_MOVED_S = 0.02;
/** A guest reports a jump of its own only this large; small ones are its easing at work. */
export const GUEST_MOVED_S = 1;

export type StatusReport = { isHost: boolean; content: ReportedContent; player: ReportedPlayer };

/** Reports only because the position wandered from its forecast go out at most this often. */
export const MOVED_REPORT_GAP_MS = 200;

/**
 * Pure: what `next` says that `previous` did not: a new state (play, pause, a stall, the speed,
 * the content) goes out at once, a position off its forecast soon, nothing otherwise.
 */
export function reportChange(previous: StatusReport, next: StatusReport): 'state' | 'moved' | null {
  const a = previous.player;
  const b = next.player;
  if (previous.isHost !== next.isHost) return 'state';
  if (a.isPlaying !== b.isPlaying || a.isLoading !== b.isLoading) return 'state';
  if ((a.playbackRate ?? 1) !== (b.playbackRate ?? 1)) return 'state';
  if (Math.abs((a.duration ?? 0) - (b.duration ?? 0)) > 1) return 'state';
  if (JSON.stringify(previous.content) !== JSON.stringify(next.content)) return 'state';
  const at = b.atServerTime ?? 0;
  const expected = projectPosition({ player: a, timestamp: a.atServerTime ?? at }, at).time;
  const moved = Math.abs((b.time ?? 0) - expected) > (next.isHost ? HOST_MOVED_S : GUEST_MOVED_S);
  return moved ? 'moved' : null;
}

export type StatusSender = {
  /** Reports now, whatever the cadence says. */
  sendNow(): void;
  stop(): void;
};

/**
 * Reports this member's player: at once when it changes (play, pause, a stall, a seek, the speed,
 * the episode), else every 10 s, or every second from the host, as every client has.
 */
export function createStatusSender({
  read,
  send,
  now = Date.now,
}: {
  /** The report as things stand, or null when there is nothing to report yet. */
  read: () => StatusReport | null;
  send: (report: StatusReport) => void;
  now?: () => number;
}): StatusSender {
  let last: { report: StatusReport; at: number } | null = null;

  function check(force = false) {
    const report = read();
    if (!report) return;
    const cadence = report.isHost ? WATCH_PARTY_HOST_STATUS_MS : WATCH_PARTY_STATUS_MS;
    if (!force && last && now() - last.at < cadence) {
      const change = reportChange(last.report, report);
      // A display whose clock moves in coarse steps (a cast device) would otherwise report on
      // every look.
      if (change === null || (change === 'moved' && now() - last.at < MOVED_REPORT_GAP_MS)) return;
    }
    last = { report, at: now() };
    send(report);
  }

  const timer = setInterval(check, STATUS_CHECK_MS);
  check();

  return {
    sendNow: () => check(true),
    stop: () => clearInterval(timer),
  };
}
