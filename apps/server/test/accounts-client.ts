import {
  bytesToBase64Url,
  encryptData,
  generateMnemonic,
  keyPairFromSeed,
  publicConfigSchema,
  seedFromMnemonic,
  signChallenge,
} from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccounts, type AccountsOptions } from '../src/accounts/accounts.module.ts';
import type { AppContext } from '../src/app-context.ts';
import type { Config } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { errorHandler } from '../src/http/errors.ts';
import { createInfrastructure } from '../src/infra/infrastructure.ts';

/** A client of the account API that derives keys and signs challenges with the core crypto, as the web app does. */
export interface TestAccount {
  mnemonic: string;
  seed: Uint8Array;
  publicKey: string;
  privateKey: Uint8Array;
  userId: string;
  sessionId: string;
  token: string;
  /** The roles the server gave the account at registration (admin when its key is listed). */
  roles: string[];
}

export const profile = { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'couch' };

export function newKeys(mnemonic = generateMnemonic()) {
  const seed = seedFromMnemonic(mnemonic);
  const pair = keyPairFromSeed(seed);
  return {
    mnemonic,
    seed,
    publicKey: bytesToBase64Url(pair.publicKey),
    privateKey: pair.privateKey,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function register(
  app: FastifyInstance,
  device = 'Laptop',
  keys = newKeys(),
): Promise<TestAccount> {
  const start = await app.inject({ method: 'POST', url: '/auth/register/start', payload: {} });
  if (start.statusCode !== 200)
    throw new Error(`register/start: ${start.statusCode} ${start.body}`);
  const { challenge } = start.json<{ challenge: string }>();
  const complete = await app.inject({
    method: 'POST',
    url: '/auth/register/complete',
    headers: { 'user-agent': 'vitest' },
    payload: {
      publicKey: keys.publicKey,
      challenge: { code: challenge, signature: signChallenge(challenge, keys.privateKey) },
      namespace: 'screenroom',
      device: encryptData(device, keys.seed),
      profile,
    },
  });
  if (complete.statusCode !== 200) {
    throw new Error(`register/complete: ${complete.statusCode} ${complete.body}`);
  }
  const body = complete.json<{
    user: { id: string; roles: string[] };
    session: { id: string };
    token: string;
  }>();
  return {
    ...keys,
    userId: body.user.id,
    sessionId: body.session.id,
    token: body.token,
    roles: body.user.roles,
  };
}

export async function login(
  app: FastifyInstance,
  account: Pick<TestAccount, 'publicKey' | 'privateKey' | 'seed'>,
  device = 'Phone',
) {
  const start = await app.inject({
    method: 'POST',
    url: '/auth/login/start',
    payload: { publicKey: account.publicKey },
  });
  const { challenge } = start.json<{ challenge: string }>();
  return app.inject({
    method: 'POST',
    url: '/auth/login/complete',
    payload: {
      publicKey: account.publicKey,
      challenge: { code: challenge, signature: signChallenge(challenge, account.privateKey) },
      device: encryptData(device, account.seed),
    },
  });
}

/** Only the accounts module, for tests that replace its clock, captcha or rate-limit store. */
export async function buildAccountsApp(
  config: Config,
  database: DatabaseHandle,
  options: AccountsOptions,
): Promise<FastifyInstance> {
  const ctx: AppContext = {
    config,
    database,
    publicConfig: publicConfigSchema.parse({}),
    infra: createInfrastructure(config),
  };
  const app = Fastify({ logger: false });
  app.addHook('onClose', () => ctx.infra.close());
  app.setErrorHandler(errorHandler);
  await registerAccounts(app, ctx, options);
  await app.ready();
  return app;
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 1)) {
  let now = start;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
