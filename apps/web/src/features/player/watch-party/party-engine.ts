import {
  backendSupportsWatchParty,
  contentDifference,
  roomCodeSchema,
  type RoomEntry,
  type RoomStatus,
} from '@screenroom/core';
import { BackendError, createBackendClient } from '../../../shared/clients/backend.ts';
import {
  createWatchPartyClient,
  type WatchPartyClient,
} from '../../../shared/clients/watch-party.ts';
import { getBackendUrl } from '../../../shared/clients/useBackendUrl.ts';
import { useAuthStore } from '../../../shared/stores/auth.ts';
import { useConnectivityStore } from '../../../shared/stores/connectivity.ts';
import { isAbortError } from '../../../shared/sync/connectivity-schedule.ts';
import type { CommandContext } from '../controller/command-context.ts';
import type { PartyMedia } from '../controller/party-media-commands.ts';
import {
  initialWatchParty,
  type PartyRole,
  type WatchPartyError,
  type WatchPartyState,
} from '../store/watch-party-slice.ts';
import { partyContentFor } from './party-content.ts';
import type { PartySession, startPartySession } from './party-session.ts';
import { loadPartyRecord, partyMember, savePartyRecord } from './party-storage.ts';

type StartPartySession = typeof startPartySession;

/**
 * The session's code (the push channel, the clock, the sync loop) downloads when a party starts,
 * not with every player: most viewers never join one. Asked for at the start of a host or join, it
 * arrives while the server is asked about the room.
 */
const loadPartySession = (): Promise<StartPartySession | null> =>
  import('./party-session.ts').then(
    (module) => module.startPartySession,
    (error: unknown) => {
      console.error('Could not load the watch party', error);
      return null;
    },
  );

/** The query parameter that joins a room as a guest. */
export const WATCH_PARTY_PARAM = 'watchparty';

function client(): WatchPartyClient {
  return createWatchPartyClient(getBackendUrl(), useAuthStore.getState().account?.token);
}

/** Null when the entered code is empty once trimmed. */
export function normalizePartyCode(input: string): string | null {
  const parsed = roomCodeSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** The host's entry as the server names it (older servers: the entry that says it hosts). */
function hostOf(room: RoomStatus): RoomEntry | null {
  const entries = Object.values(room.users).flat();
  const candidates =
    room.hostId === undefined
      ? entries.filter((entry) => entry.isHost)
      : entries.filter((entry) => entry.userId === room.hostId);
  return candidates.reduce<RoomEntry | null>(
    (best, entry) => (!best || entry.timestamp > best.timestamp ? entry : best),
    null,
  );
}

/**
 * The watch party of one player instance: its session and attempts live here, its state in that
 * player's store, and it moves the media only through the player's party commands.
 */
export function createPartyEngine({ store }: CommandContext, media: PartyMedia) {
  const state = () => store.getState();
  const setParty = (patch: Partial<WatchPartyState>) => state().setWatchParty(patch);

  let session: PartySession | null = null;
  /** The title the party began on: moving to another title leaves it, another episode does not. */
  let partyTitle: string | null = null;
  /** Ignores the answers of a start or join that a later one (or a leave) overtook. */
  let attempt = 0;
  let versionCheck: { backendUrl: string; result: Promise<boolean> } | null = null;
  let pagesAttached = 0;

  /** The start or join failed: the party is off (also for the next reload) and the viewer is told. */
  function fail(error: WatchPartyError) {
    savePartyRecord({ roomCode: null, role: null, hostKey: null });
    setParty({ ...clearedParty(), error });
  }

  /** The party fields back to off; the viewer's panel choice and the backend's version stay. */
  function clearedParty(): Partial<WatchPartyState> {
    const { showStatusOverlay, backendVersionOk } = state().watchParty;
    return { ...initialWatchParty, showStatusOverlay, backendVersionOk };
  }

  function begin(
    start: StartPartySession,
    roomCode: string,
    role: PartyRole,
    hostKey: string | null,
  ) {
    session?.stop({ leave: true });
    partyTitle = state().meta?.tmdbId ?? null;
    savePartyRecord({ roomCode, role, hostKey });
    setParty({
      status: 'active',
      role,
      roomCode,
      members: [],
      hostLeft: false,
      outOfSync: false,
      syncing: false,
      error: null,
      connection: 'down',
    });
    session = start({
      roomCode,
      role,
      hostKey,
      member: partyMember(),
      client: client(),
      store,
      media,
      onRole: (nextRole, key) => savePartyRecord({ role: nextRole, hostKey: key }),
    });
  }

  function end({ beacon = false }: { beacon?: boolean } = {}) {
    attempt += 1;
    session?.stop({ leave: true, beacon });
    session = null;
    partyTitle = null;
    media.setRateCorrection(1);
  }

  /**
   * The watch party as the player's commands and the player page drive it: one session at a time,
   * its state in the player store, remembered per tab so a reload joins again.
   */
  const partyEngine = {
    /** Whether the backend is new enough for parties; asked once per backend address. */
    checkBackend(): Promise<boolean> {
      const backendUrl = getBackendUrl();
      if (versionCheck?.backendUrl !== backendUrl) {
        const result = createBackendClient(backendUrl)
          .getMeta()
          .then(
            (meta) => backendSupportsWatchParty(meta.version),
            () => {
              // Unreachable now is not too old: the next look asks again.
              versionCheck = null;
              return false;
            },
          )
          .then((ok) => {
            setParty({ backendVersionOk: ok });
            return ok;
          });
        versionCheck = { backendUrl, result };
      }
      return versionCheck.result;
    },

    /** Starts a party for what is on screen, at speed 1, with a code the server picks. */
    async host(): Promise<void> {
      const current = state().watchParty;
      if (current.status === 'active' || current.status === 'starting') return;
      const mine = ++attempt;
      setParty({ status: 'starting', error: null });
      const sessionLoaded = loadPartySession();
      const member = partyMember();
      const ok = await partyEngine.checkBackend();
      if (mine !== attempt) return;
      if (!ok || !state().meta) return fail('watchParty.startFailed');
      let code: string;
      let hostKey: string | null;
      try {
        ({ roomCode: code, hostKey } = await client().createRoom(member));
      } catch (error) {
        if (mine !== attempt) return;
        if (!(error instanceof BackendError && error.status === 404)) {
          console.error('Could not start a watch party', error);
          return fail('watchParty.startFailed');
        }
        // An older server keeps no rooms: the first report as host makes the room.
        code = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
        hostKey = null;
      }
      const start = await sessionLoaded;
      if (mine !== attempt) return;
      if (!start) return fail('watchParty.startFailed');
      // A party starts at normal speed; the host may change it for everyone afterwards.
      media.setPlaybackRate(1);
      begin(start, code, 'host', hostKey);
    },

    /** Joins as a guest once the room, its host and the host's content check out. */
    async join(input: string): Promise<void> {
      const code = normalizePartyCode(input);
      if (!code) return fail('watchParty.invalidRoom');
      if (session?.roomCode === code) return;
      if (session) partyEngine.leave();
      const mine = ++attempt;
      setParty({ ...clearedParty(), status: 'joining', roomCode: code });
      const sessionLoaded = loadPartySession();
      const ok = await partyEngine.checkBackend();
      if (mine !== attempt) return;
      if (!ok) return fail('watchParty.invalidRoom');
      let room: RoomStatus;
      try {
        room = await client().room(code);
      } catch (error) {
        if (mine !== attempt) return;
        console.error('Could not look up the watch party room', error);
        if (!isAbortError(error)) useConnectivityStore.getState().setOnline(false);
        return fail('watchParty.invalidRoom');
      }
      const start = await sessionLoaded;
      if (mine !== attempt) return;
      // The party's code did not download: the room may be fine, the connection is not.
      if (!start) return fail('watchParty.joinFailed');
      if (Object.keys(room.users).length === 0) return fail('watchParty.emptyRoom');
      const host = hostOf(room);
      if (!host) return fail('watchParty.noHost');
      const difference = contentDifference(host.content, partyContentFor(state().meta));
      if (difference === 'title') return fail('watchParty.contentMismatch');
      if (difference === 'episode') return fail('watchParty.episodeMismatch');
      begin(start, code, 'guest', null);
    },

    leave(): void {
      if (!session && state().watchParty.status === 'off') return;
      end();
      savePartyRecord({ roomCode: null, role: null, hostKey: null });
      setParty(clearedParty());
    },

    /** The host picks its own code; the room moves there when no live host holds it. */
    async changeCode(input: string): Promise<void> {
      const code = normalizePartyCode(input);
      if (!code) return;
      if (!session || session.role() !== 'host') return setParty({ error: 'watchParty.notHost' });
      if (code === session.roomCode) return;
      const previous = session;
      try {
        const [grant, start] = await Promise.all([
          client().createRoom(partyMember(), code),
          loadPartySession(),
        ]);
        if (session !== previous) return;
        if (!start) return setParty({ error: 'watchParty.startFailed' });
        begin(start, grant.roomCode, 'host', grant.hostKey);
      } catch (error) {
        if (session !== previous) return;
        if (error instanceof BackendError && error.status === 409) {
          setParty({ error: 'watchParty.codeTaken' });
        } else {
          console.error('Could not change the watch party code', error);
          setParty({ error: 'watchParty.startFailed' });
        }
      }
    },

    syncNow(): void {
      session?.syncNow();
    },

    setStatusOverlay(show: boolean): void {
      savePartyRecord({ showStatusOverlay: show });
      setParty({ showStatusOverlay: show });
    },

    /** The page's address with only the room code in its query. */
    link(): string | null {
      const code = state().watchParty.roomCode;
      if (!code || state().watchParty.status !== 'active') return null;
      const url = new URL(window.location.href);
      url.search = new URLSearchParams({ [WATCH_PARTY_PARAM]: code }).toString();
      url.hash = '';
      return url.toString();
    },

    clearError(): void {
      setParty({ error: null });
    },

    /**
     * The player page plays `code`'s route (or one without a code): joins that room, comes back
     * to the party this tab was in before a reload, or leaves a party whose title is no longer on
     * screen (another episode of it stays in the party).
     */
    routeReady(code: string | null): void {
      const meta = state().meta;
      if (!meta) return;
      if (session && partyTitle !== null && partyTitle !== meta.tmdbId) partyEngine.leave();
      const wanted = code === null ? null : normalizePartyCode(code);
      if (wanted) {
        if (session?.roomCode === wanted || state().watchParty.status === 'joining') return;
        void partyEngine.join(wanted);
        return;
      }
      if (session || state().watchParty.status !== 'off') return;
      const saved = loadPartyRecord();
      if (!saved.roomCode || !saved.role) return;
      if (saved.role === 'guest') {
        void partyEngine.join(saved.roomCode);
        return;
      }
      // The host comes back with its key; the server takes it back as host unless someone else
      // took over meanwhile, and then this tab follows as a guest.
      void Promise.all([partyEngine.checkBackend(), loadPartySession()]).then(([ok, start]) => {
        if (ok && start && !session && state().watchParty.status === 'off') {
          begin(start, saved.roomCode!, 'host', saved.hostKey);
        }
      });
    },

    /** The player page is on screen; the returned function is called when it goes. */
    attachPage(): () => void {
      pagesAttached += 1;
      setParty({ showStatusOverlay: loadPartyRecord().showStatusOverlay });
      return () => {
        pagesAttached -= 1;
        // A page remounting at once (a route update) is not a leave.
        setTimeout(() => {
          if (pagesAttached === 0) partyEngine.leave();
        }, 0);
      };
    },

    /**
     * The page is being hidden for good (closed, reloaded, navigated away): the room is told by a
     * beacon, but the tab keeps its record, so a reload joins again.
     */
    pageHidden(): void {
      if (!session) return;
      end({ beacon: true });
      setParty(clearedParty());
    },
  };
  return partyEngine;
}

export type PartyEngine = ReturnType<typeof createPartyEngine>;
