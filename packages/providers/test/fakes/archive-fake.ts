/// <reference types="node" />
import type { ServerResponse } from 'node:http';
import {
  answerFailure,
  fileSize,
  sendFile,
  sendJson,
  sendText,
  startFakeHttpServer,
  type FakeFailure,
  type FakeFileBody,
  type FakeRequest,
} from './fake-http-server.ts';

/**
 * The Internet Archive on 127.0.0.1, answering as its APIs do: `/advancedsearch.php` (Lucene
 * query, `fl[]` fields, `rows`, `sort[]`, `output=json`) with `{ responseHeader, response:
 * { numFound, start, docs } }`, `/metadata/{identifier}` with the item's `files` (numbers as
 * strings, as the real service writes them; `{}` for an unknown identifier), and
 * `/download/{identifier}/{name}` with the files the test gives.
 */

export type ArchiveFakeFile = {
  name: string;
  format?: string;
  source?: 'original' | 'derivative' | 'metadata';
  /** Written as given, so a test can send numbers, strings or nothing; defaults to the body's size. */
  size?: string | number;
  width?: string | number;
  height?: string | number;
  /** Served at `/download/{identifier}/{name}`. */
  body?: FakeFileBody;
};

export type ArchiveFakeItem = {
  identifier: string;
  title: string | string[];
  year?: string | number | (string | number)[];
  /** `urn:imdb:tt…` among others, one or a list, as the search answers it. */
  externalIdentifier?: string | string[];
  /** Defaults to `['feature_films']`. */
  collection?: string[];
  /** Defaults to `movies`. */
  mediatype?: string;
  downloads?: number;
  /** An item taken down: its metadata says `is_dark` and lists no files. */
  dark?: boolean;
  files: ArchiveFakeFile[];
};

export type ArchiveFakeEndpoint = 'search' | 'metadata' | 'download';

export type ArchiveFakeOptions = {
  items?: ArchiveFakeItem[];
  failures?: Partial<Record<ArchiveFakeEndpoint, FakeFailure>>;
  /** How long a `slow` answer waits; long enough for any test timeout by default. */
  slowMs?: number;
};

export type ArchiveFake = {
  url: string;
  requests: FakeRequest[];
  /** Change freely between requests. */
  items: ArchiveFakeItem[];
  failures: Partial<Record<ArchiveFakeEndpoint, FakeFailure>>;
  close(): Promise<void>;
};

function list<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type ParsedQuery = {
  mediatype?: string;
  collections: string[];
  imdbUrn?: string;
  titlePhrase?: string;
};

/** Just the clauses the source writes; the real service reads all of Lucene. */
function parseQuery(q: string): ParsedQuery {
  const grouped = /collection:\(([^)]*)\)/.exec(q)?.[1];
  const single = /collection:([\w-]+)/.exec(q)?.[1];
  const phrase = /title:\("((?:[^"\\]|\\.)*)"\)/.exec(q)?.[1];
  const parsed: ParsedQuery = {
    collections: grouped ? grouped.split(/\s+OR\s+/).map((c) => c.trim()) : list(single),
  };
  const mediatype = /mediatype:([\w-]+)/.exec(q)?.[1];
  const imdbUrn = /external-identifier:"([^"]+)"/.exec(q)?.[1];
  if (mediatype) parsed.mediatype = mediatype;
  if (imdbUrn) parsed.imdbUrn = imdbUrn;
  if (phrase !== undefined) parsed.titlePhrase = phrase.replace(/\\(.)/g, '$1');
  return parsed;
}

function matches(item: ArchiveFakeItem, query: ParsedQuery): boolean {
  if (query.mediatype && (item.mediatype ?? 'movies') !== query.mediatype) return false;
  const collections = item.collection ?? ['feature_films'];
  if (query.collections.length > 0 && !collections.some((c) => query.collections.includes(c))) {
    return false;
  }
  if (query.imdbUrn === undefined && query.titlePhrase === undefined) return true;
  const byImdb =
    query.imdbUrn !== undefined &&
    list(item.externalIdentifier).some((id) => id.toLowerCase() === query.imdbUrn?.toLowerCase());
  const phrase = query.titlePhrase === undefined ? '' : folded(query.titlePhrase);
  const byTitle = phrase !== '' && list(item.title).some((t) => folded(t).includes(phrase));
  return byImdb || byTitle;
}

function searchField(item: ArchiveFakeItem, field: string): unknown {
  switch (field) {
    case 'identifier':
      return item.identifier;
    case 'title':
      return item.title;
    case 'year':
      return item.year;
    case 'external-identifier':
      return item.externalIdentifier;
    case 'collection':
      return item.collection ?? ['feature_films'];
    case 'mediatype':
      return item.mediatype ?? 'movies';
    case 'downloads':
      return item.downloads;
    default:
      return undefined;
  }
}

function search(fake: ArchiveFake, query: URLSearchParams, response: ServerResponse): void {
  const q = query.get('q') ?? '';
  if (query.get('output') !== 'json') {
    sendText(response, 200, '<?xml version="1.0"?><response/>', 'text/xml');
    return;
  }
  if (q.trim() === '') {
    sendJson(response, 200, { responseHeader: { status: 400 }, error: { msg: 'no query' } });
    return;
  }
  const fields = query.getAll('fl[]');
  const rows = Number.parseInt(query.get('rows') ?? '50', 10);
  let found = fake.items.filter((item) => matches(item, parseQuery(q)));
  if (query.getAll('sort[]').includes('downloads desc')) {
    found = [...found].sort((a, b) => (b.downloads ?? 0) - (a.downloads ?? 0));
  }
  const docs = found
    .slice(0, rows)
    .map((item) =>
      Object.fromEntries(
        fields.map((f) => [f, searchField(item, f)]).filter(([, value]) => value !== undefined),
      ),
    );
  sendJson(response, 200, {
    responseHeader: {
      status: 0,
      QTime: 1,
      params: { query: q, qin: q, fields: fields.join(','), wt: 'json', rows, start: 0 },
    },
    response: { numFound: found.length, start: 0, docs },
  });
}

function fileJson(identifier: string, file: ArchiveFakeFile): Record<string, unknown> {
  const size = file.size ?? (file.body ? String(fileSize(file.body)) : undefined);
  const entries = {
    name: file.name,
    source: file.source ?? 'derivative',
    format: file.format,
    size,
    width: file.width,
    height: file.height,
    mtime: '1700000000',
    md5: identifier.padEnd(32, '0').slice(0, 32),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

function metadata(fake: ArchiveFake, identifier: string, response: ServerResponse): void {
  const item = fake.items.find((i) => i.identifier === identifier);
  if (!item) {
    sendJson(response, 200, {});
    return;
  }
  const common = {
    created: 1700000000,
    d1: 'ia800000.us.archive.org',
    dir: `/0/items/${identifier}`,
    server: 'ia800000.us.archive.org',
    uniq: 1234567,
  };
  if (item.dark) {
    sendJson(response, 200, { ...common, is_dark: true });
    return;
  }
  sendJson(response, 200, {
    ...common,
    files: item.files.map((file) => fileJson(identifier, file)),
    files_count: item.files.length,
    item_last_updated: 1700000000,
    metadata: {
      identifier,
      mediatype: item.mediatype ?? 'movies',
      collection: item.collection ?? ['feature_films'],
      title: list(item.title)[0],
      ...(item.year !== undefined ? { year: list(item.year)[0] } : {}),
      ...(item.externalIdentifier ? { 'external-identifier': item.externalIdentifier } : {}),
    },
  });
}

export async function startArchiveFake(options: ArchiveFakeOptions = {}): Promise<ArchiveFake> {
  const requests: FakeRequest[] = [];
  const slowMs = options.slowMs ?? 30_000;
  const fake: ArchiveFake = {
    url: '',
    requests,
    items: options.items ?? [],
    failures: { ...options.failures },
    close: async () => {},
  };
  const server = await startFakeHttpServer(requests, async (request, response, raw) => {
    const segments = request.path.split('/').slice(1).map(decodeURIComponent);
    const [head, identifier = '', ...rest] = segments;
    const endpoint: ArchiveFakeEndpoint | undefined =
      request.path === '/advancedsearch.php'
        ? 'search'
        : head === 'metadata'
          ? 'metadata'
          : head === 'download'
            ? 'download'
            : undefined;
    if (endpoint === undefined) {
      sendText(response, 404, 'Not Found', 'text/html');
      return;
    }
    if (await answerFailure(fake.failures[endpoint], response, slowMs)) return;
    if (endpoint === 'search') {
      search(fake, request.query, response);
    } else if (endpoint === 'metadata') {
      metadata(fake, identifier, response);
    } else {
      const name = rest.join('/');
      const item = fake.items.find((i) => i.identifier === identifier && !i.dark);
      const file = item?.files.find((f) => f.name === name);
      if (!file?.body) {
        sendText(response, 404, 'Item not found', 'text/html');
        return;
      }
      sendFile(response, raw, name, file.body);
    }
  });
  fake.url = server.url;
  fake.close = server.close;
  return fake;
}
