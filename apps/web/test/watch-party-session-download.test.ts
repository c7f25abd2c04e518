import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  endFakeParty,
  movie,
  party,
  playerOn,
  simulatedHost,
  startFakeParty,
} from './watch-party-setup.ts';
import { player } from './test-player.tsx';

/** The session's code downloads as a party starts; a download that fails is a failed start. */
let server: ReturnType<typeof startFakeParty>;
beforeEach(() => {
  server = startFakeParty();
  vi.doMock('../src/features/player/watch-party/party-session.ts', () => {
    throw new Error('the connection dropped');
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.doUnmock('../src/features/player/watch-party/party-session.ts');
  vi.restoreAllMocks();
  endFakeParty();
});

it('says the party could not start when its code does not download, and starts nothing', async () => {
  playerOn(movie, { time: 30 });
  await player.hostParty();
  expect(party()).toMatchObject({ status: 'off', roomCode: null, error: 'watchParty.startFailed' });
});

it('says the join failed, not that the room is missing, when the code does not download', async () => {
  simulatedHost(server, '4321', 'host-1');
  playerOn(movie);
  await player.joinParty('4321');
  expect(party()).toMatchObject({ status: 'off', error: 'watchParty.joinFailed' });
});
