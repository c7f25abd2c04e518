import {
  loginCompleteBodySchema,
  loginStartBodySchema,
  registerCompleteBodySchema,
  verifyChallenge,
  type AccountSession,
  type AccountUser,
  type ChallengeIssued,
  type LoginCompleteAnswer,
  type MeAnswer,
  type RegisterCompleteAnswer,
  type UserProfile,
} from '@screenroom/core';
import { http } from 'msw';
import { refusedBody } from './backend-request-bodies.ts';
import { server } from './msw-server.ts';
import { syncAnswer } from './sync-answers.ts';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

const message = (status: number, text: string) =>
  json({ errorType: 'message', message: text }, status);

/**
 * A small in-memory account server on the network (through msw), answering from when it is
 * made until the test ends. It reads request bodies with the core schemas the real server uses
 * (a body that does not fit gets the server's 400) and answers in the core answer types, and it
 * checks signatures with the same core code, so a wrong key or message fails here too.
 */
export function createFakeBackend() {
  const calls: RecordedCall[] = [];
  const users = new Map<string, { id: string; publicKey: string; profile: UserProfile }>();
  const challenges = new Set<string>();
  let counter = 0;
  const overrides = new Map<string, () => Response>();

  const user = (id: string): AccountUser => {
    const found = [...users.values()].find((u) => u.id === id)!;
    return {
      id,
      namespace: 'screenroom',
      publicKey: found.publicKey,
      roles: [],
      createdAt: '2026-01-01T00:00:00.000Z',
      profile: found.profile,
    };
  };
  const session = (userId: string, device: string): AccountSession => ({
    id: `session-${++counter}`,
    userId,
    createdAt: '2026-01-01T00:00:00.000Z',
    accessedAt: '2026-01-01T00:00:00.000Z',
    device,
    userAgent: 'test',
  });

  function handle(method: string, path: string, body: unknown, auth: string | null): Response {
    const override = overrides.get(`${method} ${path}`);
    if (override) return override();
    const refused = refusedBody(method, path.split('?')[0]!, body);
    if (refused) return refused;
    if (method === 'GET' && path === '/meta') {
      return json({
        name: 'Test Server',
        description: 'A server for tests',
        version: '2.0.1',
        hasCaptcha: false,
      });
    }
    if (method === 'POST' && (path === '/auth/register/start' || path === '/auth/login/start')) {
      if (path === '/auth/login/start' && !users.has(loginStartBodySchema.parse(body).publicKey))
        return message(401, 'User cannot be found');
      const code = `challenge-${++counter}`;
      challenges.add(code);
      return json({ challenge: code } satisfies ChallengeIssued);
    }
    if (method === 'POST' && path === '/auth/register/complete') {
      const b = registerCompleteBodySchema.parse(body);
      const refusedChallenge = checkChallenge(b.challenge, b.publicKey);
      if (refusedChallenge) return refusedChallenge;
      const id = `user${++counter}`;
      users.set(b.publicKey, { id, publicKey: b.publicKey, profile: b.profile });
      return json({
        user: user(id),
        session: session(id, b.device),
        token: `token-${id}`,
      } satisfies RegisterCompleteAnswer);
    }
    if (method === 'POST' && path === '/auth/login/complete') {
      const b = loginCompleteBodySchema.parse(body);
      const refusedChallenge = checkChallenge(b.challenge, b.publicKey);
      if (refusedChallenge) return refusedChallenge;
      const id = users.get(b.publicKey)!.id;
      return json({
        session: session(id, b.device),
        token: `token-${id}`,
      } satisfies LoginCompleteAnswer);
    }
    if (method === 'GET' && path === '/users/@me') {
      const id = auth?.replace('Bearer token-', '') ?? '';
      if (![...users.values()].some((u) => u.id === id)) return message(401, 'Not logged in');
      return json({ user: user(id), session: session(id, 'x') } satisfies MeAnswer);
    }
    const synced = syncAnswer(method, path.split('?')[0]!, body);
    if (synced !== undefined) return json(synced);
    if (method === 'PUT' || method === 'DELETE') return json({});
    return message(404, 'Not found');
  }

  /** A 401 for a challenge that was not issued, is used up, or is not signed by the key. */
  function checkChallenge(
    challenge: { code: string; signature: string },
    publicKey: string,
  ): Response | null {
    if (!challenges.delete(challenge.code)) return message(401, 'Challenge Code Invalid');
    if (!verifyChallenge(challenge.code, challenge.signature, publicKey))
      return message(401, 'Challenge Code Signature Invalid');
    return null;
  }

  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const body = text === '' ? undefined : (JSON.parse(text) as unknown);
      const authorization = request.headers.get('authorization');
      const path = `${url.pathname}${url.search}`;
      calls.push({ method: request.method, path, body, authorization });
      return handle(request.method, path, body, authorization);
    }),
  );

  return {
    calls,
    users,
    /** Replaces the answer to one `METHOD /path`. */
    answer: (route: string, respond: () => Response) => overrides.set(route, respond),
    json,
  };
}
