// The requests an operator's first visit makes, shared by the operator check and the Dockerfile
// replay: plain HTTP, and an account registered as the web app registers one (keys from a new
// passphrase, the challenge signed with them). Needs `node --import tsx` for packages/core.
import {
  bytesToBase64Url,
  encryptData,
  generateMnemonic,
  keyPairFromSeed,
  seedFromMnemonic,
  signChallenge,
} from '@screenroom/core';

export function fail(message) {
  throw new Error(message);
}

export async function call(url, method, route, { token, body } = {}) {
  const answer = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'user-agent': 'screenroom-operator-client',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) fail(`${method} ${route}: ${answer.status} ${await answer.text()}`);
  return answer;
}

/** Registers as the web app does: keys from a new passphrase, the challenge signed with them. */
export async function register(url) {
  const seed = seedFromMnemonic(generateMnemonic());
  const pair = keyPairFromSeed(seed);
  const { challenge } = await (
    await call(url, 'POST', '/auth/register/start', { body: {} })
  ).json();
  const complete = await call(url, 'POST', '/auth/register/complete', {
    body: {
      publicKey: bytesToBase64Url(pair.publicKey),
      challenge: { code: challenge, signature: signChallenge(challenge, pair.privateKey) },
      namespace: 'screenroom',
      device: encryptData('Operator check', seed),
      profile: { colorA: '#2E65CF', colorB: '#2E65CF', icon: 'couch' },
    },
  });
  const { user, token } = await complete.json();
  return { userId: user.id, token };
}
