/// <reference types="node" />
import {
  answerFailure,
  sendFile,
  sendJson,
  sendText,
  startFakeHttpServer,
  type FakeFailure,
  type FakeFileBody,
  type FakeRequest,
} from './fake-http-server.ts';

/**
 * Addons speaking the Stremio addon protocol on 127.0.0.1, several on one server, each under a
 * path of its own: `/{addon}/manifest.json` and `/{addon}/stream/{type}/{id}.json` answering
 * `{ streams: [...] }` (an empty list for an id the addon has nothing for, 404 for a resource
 * its manifest does not declare), plus files at `/files/{name}` that streams may point at.
 */

export type StremioStreamQuery = { type: string; id: string; origin: string };

export type StremioFakeAddon = {
  /** Written as given, over `id`, `version`, `name`, `catalogs` defaults. */
  manifest: Record<string, unknown>;
  /** By `{type}/{id}`, or worked out per request (stream URLs may point at this server). */
  streams?: Record<string, unknown[]> | ((query: StremioStreamQuery) => unknown[] | undefined);
  failures?: { manifest?: FakeFailure; stream?: FakeFailure };
};

export type StremioFakeOptions = {
  addons: Record<string, StremioFakeAddon>;
  files?: Record<string, FakeFileBody>;
  slowMs?: number;
};

export type StremioFake = {
  url: string;
  requests: FakeRequest[];
  /** Change freely between requests. */
  addons: Record<string, StremioFakeAddon>;
  manifestUrl(addon: string): string;
  close(): Promise<void>;
};

function declaresStreams(manifest: Record<string, unknown>): boolean {
  const resources = Array.isArray(manifest.resources) ? manifest.resources : [];
  return resources.some(
    (r) =>
      r === 'stream' || (typeof r === 'object' && r !== null && 'name' in r && r.name === 'stream'),
  );
}

function streamsFor(addon: StremioFakeAddon, query: StremioStreamQuery): unknown[] {
  if (typeof addon.streams === 'function') return addon.streams(query) ?? [];
  return addon.streams?.[`${query.type}/${query.id}`] ?? [];
}

export async function startStremioFake(options: StremioFakeOptions): Promise<StremioFake> {
  const requests: FakeRequest[] = [];
  const slowMs = options.slowMs ?? 30_000;
  const files = options.files ?? {};
  const fake: StremioFake = {
    url: '',
    requests,
    addons: options.addons,
    manifestUrl: (addon) => `${fake.url}/${addon}/manifest.json`,
    close: async () => {},
  };
  const server = await startFakeHttpServer(requests, async (request, response, raw) => {
    const [name = '', ...rest] = request.path.split('/').slice(1).map(decodeURIComponent);
    if (name === 'files') {
      const file = files[rest.join('/')];
      if (file) sendFile(response, raw, rest.join('/'), file);
      else sendText(response, 404, 'Not Found', 'text/plain');
      return;
    }
    const addon = fake.addons[name];
    const resource = rest.join('/');
    const stream = /^stream\/([^/]+)\/([^/]+)\.json$/.exec(resource);
    if (!addon || (resource !== 'manifest.json' && !stream)) {
      sendText(response, 404, 'Cannot GET', 'text/html');
      return;
    }
    if (!stream) {
      if (await answerFailure(addon.failures?.manifest, response, slowMs)) return;
      sendJson(response, 200, {
        id: `org.screenroom.fake.${name}`,
        version: '1.0.0',
        name: `Fake ${name}`,
        catalogs: [],
        ...addon.manifest,
      });
      return;
    }
    if (await answerFailure(addon.failures?.stream, response, slowMs)) return;
    if (!declaresStreams(addon.manifest)) {
      sendText(response, 404, 'Cannot GET', 'text/html');
      return;
    }
    const [, type = '', id = ''] = stream;
    sendJson(response, 200, { streams: streamsFor(addon, { type, id, origin: fake.url }) });
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
