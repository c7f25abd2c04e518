import { verifyChallenge } from '@screenroom/core';
import { vi } from 'vitest';

/** The fields of the auth calls; other calls are answered without reading their body. */
interface AuthBody {
  publicKey: string;
  device: string;
  profile: unknown;
  challenge: { code: string; signature: string };
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const message = (status: number, text: string) =>
  json({ errorType: 'message', message: text }, status);

/**
 * A small in-memory stand-in for the account server of backend-api.md. It checks signatures
 * with the same core code the real server uses, so a wrong key or message fails here too.
 */
export function createFakeBackend() {
  const calls: RecordedCall[] = [];
  const users = new Map<string, { id: string; publicKey: string; profile: unknown }>();
  const challenges = new Set<string>();
  let counter = 0;
  const overrides = new Map<string, () => Response>();

  const user = (id: string) => {
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
  const session = (userId: string, device: string) => ({
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
    const b = (body ?? {}) as AuthBody;
    if (method === 'GET' && path === '/meta') {
      return json({
        name: 'Test Server',
        description: 'A server for tests',
        version: '2.0.1',
        hasCaptcha: false,
      });
    }
    if (method === 'POST' && (path === '/auth/register/start' || path === '/auth/login/start')) {
      if (path === '/auth/login/start' && !users.has(b.publicKey))
        return message(401, 'User cannot be found');
      const code = `challenge-${++counter}`;
      challenges.add(code);
      return json({ challenge: code });
    }
    if (
      method === 'POST' &&
      (path === '/auth/register/complete' || path === '/auth/login/complete')
    ) {
      const { code, signature } = b.challenge;
      if (!challenges.delete(code)) return message(401, 'Challenge Code Invalid');
      if (!verifyChallenge(code, signature, b.publicKey))
        return message(401, 'Challenge Code Signature Invalid');
      if (path === '/auth/register/complete') {
        const id = `user${++counter}`;
        users.set(b.publicKey, { id, publicKey: b.publicKey, profile: b.profile });
        return json({ user: user(id), session: session(id, b.device), token: `token-${id}` });
      }
      const id = users.get(b.publicKey)!.id;
      return json({ session: session(id, b.device), token: `token-${id}` });
    }
    if (method === 'GET' && path === '/users/@me') {
      const id = auth?.replace('Bearer token-', '') ?? '';
      if (![...users.values()].some((u) => u.id === id)) return message(401, 'Not logged in');
      return json({ user: user(id), session: session(id, 'x') });
    }
    if (method === 'PUT' || method === 'DELETE') return json({});
    return message(404, 'Not found');
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const authorization = headers.Authorization ?? null;
    const path = `${url.pathname}${url.search}`;
    calls.push({ method, path, body, authorization });
    return handle(method, path, body, authorization);
  });

  return {
    fetchMock,
    calls,
    users,
    /** Replaces the answer to one `METHOD /path`. */
    answer: (route: string, respond: () => Response) => overrides.set(route, respond),
    json,
  };
}
