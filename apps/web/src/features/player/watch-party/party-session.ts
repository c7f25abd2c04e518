import {
  WATCH_PARTY_ALONE_BECOMES_HOST_MS,
  WATCH_PARTY_POLL_MS,
  shouldClaimHost,
  type PartyServerMessage,
  type RoomEntry,
  type StatusBody,
} from '@screenroom/core';
import { BackendError } from '../../../shared/clients/backend.ts';
import type { PartyMember, WatchPartyClient } from '../../../shared/clients/watch-party.ts';
import { useConnectivityStore } from '../../../shared/stores/connectivity.ts';
import { isAbortError } from '../../../shared/sync/connectivity-schedule.ts';
import type { PartyMedia } from '../controller/party-media-commands.ts';
import type { PlayerState } from '../store/player-store.ts';
import type { PartyRole } from '../store/watch-party-slice.ts';
import { createClockSync } from './clock-sync.ts';
import { partyContentFor } from './party-content.ts';
import { createPushChannel } from './push-channel.ts';
import { createRoomState } from './room-state.ts';
import { createStatusSender, type StatusReport } from './status-sender.ts';
import { createSyncLoop, type SyncLoop } from './sync-loop.ts';

/** The members panel is brought up to date this often (positions move on between reports). */
export const MEMBERS_REFRESH_MS = 1000;
/** How often a guest checks whether its room still has a host. */
export const HOST_CHECK_MS = 1000;

type StoreApi = { getState: () => PlayerState };

export type PartySessionOptions = {
  roomCode: string;
  role: PartyRole;
  hostKey: string | null;
  /** This tab's member id and the member key that proves it on every call naming it. */
  member: PartyMember;
  client: WatchPartyClient;
  store: StoreApi;
  /** The player's party commands: the media's clock for reports, and a guest's following. */
  media: PartyMedia;
  /** The role or the key changed (a claim, a takeover): the engine remembers it for a reload. */
  onRole: (role: PartyRole, hostKey: string | null) => void;
  random?: () => number;
  now?: () => number;
};

export type PartySession = {
  readonly roomCode: string;
  role(): PartyRole;
  hostKey(): string | null;
  syncNow(): void;
  /**
   * Ends the membership. `leave` tells the room (on the channel when it is up, else over HTTP);
   * `beacon` sends the leave as a beacon instead, for a page that is going away.
   */
  stop(options?: { leave?: boolean; beacon?: boolean }): void;
};

/**
 * One member in one room: the push channel with polling under it, the clock estimate, the status
 * reports, the members panel, and for a guest the sync loop and the takeover of a room whose host
 * is gone for 10 s.
 */
export function startPartySession({
  roomCode,
  role: initialRole,
  hostKey: initialKey,
  member,
  client,
  store,
  media: partyMedia,
  onRole,
  random = Math.random,
  now = Date.now,
}: PartySessionOptions): PartySession {
  const memberId = member.userId;
  let role = initialRole;
  let hostKey = initialKey;
  let stopped = false;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pollFailed = false;
  let hostlessSince: number | null = null;
  let claimTimer: ReturnType<typeof setTimeout> | undefined;
  /** A host was seen in this session, so its absence means it left (rather than not yet there). */
  let hadHost = false;
  let claiming = false;
  let posting = false;
  let pendingPost: StatusReport | null = null;
  let follower: SyncLoop | null = null;

  const state = () => store.getState();
  const party = (patch: Partial<PlayerState['watchParty']>) => {
    if (!stopped) state().setWatchParty(patch);
  };
  const clock = createClockSync({ fetchClock: client.clock, now });
  const room = createRoomState(memberId);

  function networkFailed(error: unknown) {
    // A failed party call means the connection is gone, as for the other backend calls.
    if (!isAbortError(error) && error instanceof BackendError && error.status === 0) {
      useConnectivityStore.getState().setOnline(false);
    }
  }

  let shownMembers = '';
  function refreshMembers() {
    if (stopped) return;
    const members = room.members(clock.serverNow());
    // Positions are shown in whole seconds; a panel of paused members need not change.
    const shown = JSON.stringify(members.map((m) => ({ ...m, time: Math.floor(m.time) })));
    if (shown === shownMembers) return;
    shownMembers = shown;
    party({ members });
  }

  // ——— Roles ———

  function becomeHost(key: string | null) {
    const wasGuest = role !== 'host';
    role = 'host';
    hostKey = key;
    hostlessSince = null;
    follower?.stop();
    follower = null;
    party({ role: 'host', hostLeft: false, outOfSync: false, syncing: false });
    onRole('host', key);
    // The hello carries the key: the channel says hello again with it.
    if (wasGuest) channel.restart();
    sender.sendNow();
  }

  function becomeGuest() {
    if (role === 'guest') return;
    role = 'guest';
    hostKey = null;
    party({ role: 'guest' });
    onRole('guest', null);
    startFollowing();
    channel.restart();
  }

  function startFollowing() {
    follower?.stop();
    follower = createSyncLoop({
      store,
      media: partyMedia,
      roomCode,
      hostEntry: () => room.host(clock.serverNow()),
      serverNow: clock.serverNow,
      now,
    });
  }

  async function claim() {
    if (claiming || stopped) return;
    claiming = true;
    try {
      const grant = await client.claimRoom(roomCode, member);
      if (!stopped) becomeHost(grant.hostKey);
    } catch (error) {
      networkFailed(error);
      if (stopped) return;
      if (error instanceof BackendError && error.status === 404) {
        // The room is gone (everyone left long ago), or an older server has no claim: the room
        // is opened again under its code, or taken by reporting as host where rooms are not kept.
        try {
          const grant = await client.createRoom(member, roomCode);
          if (!stopped) becomeHost(grant.hostKey);
        } catch (createError) {
          if (createError instanceof BackendError && createError.status === 404) becomeHost(null);
          else hostlessSince = now();
        }
      } else {
        // Someone else was quicker, or the host came back: wait and see.
        hostlessSince = now();
      }
    } finally {
      claiming = false;
    }
  }

  /** A guest without a host for 10 s takes the room over; until then it is told the host left. */
  function checkHost() {
    if (stopped || role !== 'guest') return;
    const host = room.host(clock.serverNow());
    if (host) {
      hadHost = true;
      hostlessSince = null;
      clearTimeout(claimTimer);
      party({ hostLeft: false });
      return;
    }
    if (hostlessSince === null) {
      hostlessSince = now();
      // On the dot, not at the next check.
      clearTimeout(claimTimer);
      claimTimer = setTimeout(checkHost, WATCH_PARTY_ALONE_BECOMES_HOST_MS);
    }
    party({ hostLeft: hadHost });
    if (shouldClaimHost(hostlessSince, now())) void claim();
  }

  // ——— What arrives ———

  function onEntry(entry: RoomEntry) {
    room.applyEntry(entry);
    const host = room.host(clock.serverNow());
    if (host && host.userId === entry.userId) follower?.onHostEntry(entry);
  }

  function onMessage(message: PartyServerMessage) {
    if (stopped) return;
    switch (message.type) {
      case 'room':
        onRoom(message.room);
        return;
      case 'status':
        onEntry(message.entry);
        checkHost();
        return;
      case 'pong':
        clock.addSample(message.clientTime, message.serverTime, now());
        return;
      case 'left':
        room.remove(message.userId);
        if (message.wasHost) room.setHost(null);
        checkHost();
        refreshMembers();
        return;
      case 'host':
        room.setHost(message.userId);
        if (message.userId !== memberId && role === 'host') becomeGuest();
        checkHost();
        refreshMembers();
        return;
      case 'granted':
        if (message.roomCode === roomCode) becomeHost(message.hostKey);
        return;
      case 'error':
        // A report as host refused: someone else holds the room now.
        if (message.status === 403 && role === 'host') becomeGuest();
        else console.warn('The watch party refused a message', message.status, message.message);
        return;
    }
  }

  function onRoom(status: Parameters<typeof room.applyRoom>[0]) {
    room.applyRoom(status);
    const host = room.host(clock.serverNow());
    if (host) follower?.onHostEntry(host);
    checkHost();
    refreshMembers();
  }

  // ——— Polling, under the push channel ———

  async function poll() {
    const sentAt = now();
    try {
      const status = await client.room(roomCode);
      if (stopped || channel.isUp()) return;
      // The room's stamp is a clock sample too, taken between our send and receipt.
      if (status.serverTime !== undefined) clock.addSample(sentAt, status.serverTime, now());
      pollFailed = false;
      party({ connection: 'polling' });
      onRoom(status);
    } catch (error) {
      networkFailed(error);
      if (stopped || channel.isUp()) return;
      pollFailed = true;
      party({ connection: 'down' });
    }
  }

  function startPolling() {
    if (pollTimer !== undefined || stopped) return;
    pollTimer = setInterval(() => void poll(), WATCH_PARTY_POLL_MS);
    clock.startHttp();
    void poll();
  }

  function stopPolling() {
    clearInterval(pollTimer);
    pollTimer = undefined;
    clock.stopHttp();
  }

  // ——— Reports ———

  function readReport(): StatusReport | null {
    const s = state();
    const base = {
      hasPlayedOnce: s.mediaPlaying.hasPlayedOnce,
      duration: s.progress.duration,
      playbackRate: s.mediaPlaying.playbackRate,
      buffered: s.progress.buffered,
    };
    // Between titles (the next episode's details still loading) there is nothing to report.
    if (!s.meta) return null;
    const content = partyContentFor(s.meta);
    if (!partyMedia.attached() || s.status !== 'playing') {
      // Between titles (the host's next episode loading): nothing plays yet.
      return {
        isHost: role === 'host',
        content,
        player: {
          ...base,
          isPlaying: false,
          isPaused: true,
          isLoading: true,
          time: s.progress.time,
          atServerTime: clock.serverNow(),
        },
      };
    }
    const media = partyMedia.readClock();
    const atServerTime = clock.serverNow();
    return {
      isHost: role === 'host',
      content,
      player: {
        ...base,
        isPlaying: !media.paused,
        isPaused: media.paused,
        isLoading: !media.paused && media.stalled,
        time: media.time,
        atServerTime,
      },
    };
  }

  async function post(report: StatusReport) {
    if (posting) {
      // One post at a time; only the newest waiting report matters.
      pendingPost = report;
      return;
    }
    posting = true;
    const body: StatusBody = { userId: memberId, roomCode, ...report };
    const sentAt = now();
    try {
      const answer = await client.sendStatus(body, {
        hostKey: report.isHost ? hostKey : null,
        memberKey: member.memberKey,
      });
      if (answer) clock.addSample(sentAt, answer.timestamp, now());
      if (answer?.hostKey && role === 'host' && answer.hostKey !== hostKey) {
        hostKey = answer.hostKey;
        onRole('host', hostKey);
      }
    } catch (error) {
      networkFailed(error);
      // Only logged, as every client does; a refused host report means the room has a new host.
      if (error instanceof BackendError && error.status === 403 && report.isHost) becomeGuest();
      else console.warn('Could not send the watch party status', error);
    } finally {
      posting = false;
      const next = pendingPost;
      pendingPost = null;
      if (next && !stopped) void post(next);
    }
  }

  function send(report: StatusReport) {
    if (stopped) return;
    if (channel.send({ type: 'status', ...report })) return;
    void post(report);
  }

  // ——— Wiring ———

  const channel = createPushChannel({
    open: () => client.openLive(roomCode),
    hello: () => ({
      type: 'hello',
      userId: memberId,
      ...(hostKey ? { hostKey } : {}),
      ...(member.memberKey ? { memberKey: member.memberKey } : {}),
    }),
    onMessage,
    onState(up) {
      if (stopped) return;
      if (up) {
        stopPolling();
        party({ connection: 'push' });
        clock.burstOverPush((clientTime) =>
          channel.send({ type: 'ping', id: Math.floor(random() * 1e9), clientTime }),
        );
        sender.sendNow();
      } else {
        party({ connection: pollFailed ? 'down' : 'polling' });
        startPolling();
      }
    },
    random,
    now,
  });
  const sender = createStatusSender({ read: readReport, send, now });
  if (role === 'guest') startFollowing();
  // Until the channel is up, the polling calls carry the party.
  startPolling();
  const hostTimer = setInterval(checkHost, HOST_CHECK_MS);
  const membersTimer = setInterval(refreshMembers, MEMBERS_REFRESH_MS);

  return {
    roomCode,
    role: () => role,
    hostKey: () => hostKey,
    syncNow: () => follower?.syncNow(),
    stop({ leave = false, beacon = false } = {}) {
      if (stopped) return;
      const wasUp = channel.isUp();
      follower?.stop();
      follower = null;
      stopped = true;
      sender.stop();
      stopPolling();
      clock.stop();
      clearInterval(hostTimer);
      clearTimeout(claimTimer);
      clearInterval(membersTimer);
      channel.close(leave && !beacon);
      if (!leave) return;
      if (beacon) client.leaveBeacon(roomCode, member, hostKey);
      else if (!wasUp) {
        void client.leaveRoom(roomCode, member, hostKey).catch((error: unknown) => {
          console.warn('Could not leave the watch party', error);
        });
      }
    },
  };
}
