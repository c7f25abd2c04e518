import { libraryRoutes as libraryTable } from '@screenroom/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import type { AccessGuard } from '../accounts/access-guard.ts';
import { clientKey } from '../http/client-address.ts';
import {
  bodyValidators,
  fileValidators,
  isNotModified,
  rangeApplies,
  type Validators,
} from '../http/conditional-request.ts';
import { HttpError, messageBody } from '../http/errors.ts';
import { assertWithinLimit, rateLimits, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { PLAYLIST_MAX_BYTES } from '../proxy/proxy.service.ts';
import { isHlsPlaylist, looksLikePlaylist } from '../proxy/hls-rewrite.ts';
import { parseByteRange } from './byte-range.ts';
import { contentTypeOf } from './content-types.ts';
import type { FileLink } from './library-streams.ts';
import { MEDIA_LINK_QUERY, signPlaylist, type MediaGrant, type MediaLinks } from './media-links.ts';
import { findMediaFile, readMediaFile, readWholeMediaFile } from './media-files.ts';
import { resolveMediaPath } from './media-path.ts';
import type { LibraryService } from './library.service.ts';

const filesPrefix = '/media-files/';
/** The list changes when the server rescans (within seconds of a change), so browsers keep it briefly. */
const availabilityMaxAgeSeconds = 5;

/** Who may use the library: the app's access guard, and under ACCESS=accounts its link signer. */
export interface LibraryAccess {
  guard: AccessGuard;
  /** Null under public access, where files are served to anyone by their plain paths. */
  links: MediaLinks | null;
}

export function libraryRoutes(
  app: FastifyInstance,
  service: LibraryService,
  { guard, links }: LibraryAccess,
): void {
  const sessionOnly = { preHandler: guard.requireSession };

  /** Stream URLs signed for the asking session under accounts; plain paths under public. */
  const linkFor = (request: FastifyRequest): FileLink | undefined => {
    const session = guard.sessionOf(request);
    if (!links || !session) return undefined;
    const grant = links.grantFor(session.id);
    return (rootName, relativePath) => links.url(rootName, relativePath, grant);
  };

  /**
   * Under accounts, what opens a file: the bearer token of a client that can send one, else the
   * signed link a media element was given. Undefined under public, where anyone may read files.
   */
  const fileGrant = async (
    request: FastifyRequest,
    rawPath: string,
  ): Promise<MediaGrant | undefined> => {
    if (!links) return undefined;
    if (request.headers.authorization !== undefined) {
      await guard.requireSession(request);
      return links.grantFor(guard.sessionOf(request)!.id);
    }
    const target = resolveMediaPath(rawPath, service.roots);
    if (!target.ok) throw new HttpError(403, 'Path outside the media folders');
    const query = request.query as Record<string, unknown>;
    const check = links.check(query[MEDIA_LINK_QUERY], target.root.name, target.relativePath);
    if (!check.ok && check.problem === 'missing') {
      throw new HttpError(
        401,
        'Media files on this server need a signed-in session or a signed link',
      );
    }
    if (!check.ok) {
      throw new HttpError(
        403,
        check.problem === 'expired'
          ? 'The media link has expired'
          : 'The media link is not valid for this file',
      );
    }
    // A link dies with its session: logging out or removing the device closes it.
    if (!(await guard.liveSession(check.grant.sessionId))) {
      throw new HttpError(401, 'Not logged in', 'not_logged_in');
    }
    return check.grant;
  };

  addApiRoute(app, libraryTable.available, sessionOnly, async (_request, reply) => {
    void reply.header('cache-control', `${guard.cacheScope}, max-age=${availabilityMaxAgeSeconds}`);
    return service.availability();
  });

  addApiRoute(app, libraryTable.movieStreams, sessionOnly, async (request, _reply, input) => {
    const params = input.params();
    const streams = await service.streamsFor(
      { mediaType: 'movie', tmdbId: params.tmdbId, season: 0, episode: 0 },
      linkFor(request),
    );
    return { streams };
  });

  addApiRoute(app, libraryTable.episodeStreams, sessionOnly, async (request, _reply, input) => {
    const params = input.params();
    const streams = await service.streamsFor({ mediaType: 'tv', ...params }, linkFor(request));
    return { streams };
  });

  addApiRoute(app, libraryTable.file, {}, async (request, reply) => {
    // The raw URL, not the decoded parameter: traversal is judged segment by segment before decoding.
    const rawUrl = request.raw.url ?? '';
    const playlistPath = rawUrl.split('?')[0] ?? '';
    const rawPath = playlistPath.slice(filesPrefix.length);
    // Before the disk is looked at, so a visitor without a session learns nothing of its files.
    const grant = await fileGrant(request, rawPath);
    const found = await findMediaFile(rawPath, service.roots);
    if (found.refused) throw new HttpError(403, 'Path outside the media folders');
    const file = found.file;
    const contentType = file && contentTypeOf(file.relativePath);
    if (!file || !contentType) throw new HttpError(404, 'No such media file');

    if (grant && links && isHlsPlaylist(contentType, file.relativePath)) {
      if (file.size > PLAYLIST_MAX_BYTES) {
        throw new HttpError(500, `The playlist is larger than ${PLAYLIST_MAX_BYTES} bytes`);
      }
      const text = (await readWholeMediaFile(file)).toString('utf8');
      if (looksLikePlaylist(text)) {
        // Its segments and renditions are asked for by hls.js, which cannot send a token either.
        const signed = signPlaylist(text, playlistPath, service.roots, links, grant);
        // The signed text changes with the grant, not only with the file: tagged by its bytes.
        if (answeredUnchanged(request, reply, guard.cacheScope, bodyValidators(signed)))
          return reply;
        return reply.type(contentType).send(signed);
      }
    }

    void reply.header('accept-ranges', 'bytes');
    // Any site's page may read public files; a private server's stay with its own pages.
    if (!guard.sessionRequired) void reply.header('access-control-allow-origin', '*');
    const validators = fileValidators(file.size, file.modified);
    if (answeredUnchanged(request, reply, guard.cacheScope, validators)) return reply;
    const range = rangeApplies(request.headers, validators)
      ? parseByteRange(request.headers.range, file.size)
      : ({ kind: 'whole' } as const);
    if (range.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send(messageBody(416, 'Range Not Satisfiable'));
    }
    if (range.kind === 'whole') {
      void reply.type(contentType).header('content-length', file.size);
      return reply.send(file.size === 0 ? '' : readMediaFile(file, 0, file.size - 1));
    }
    return reply
      .status(206)
      .type(contentType)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(readMediaFile(file, range.start, range.end));
  });
}

/**
 * Sets what a browser caches a media answer by (scope, lifetime, validators) and, when the
 * client's copy is still this one, answers 304 without a body. The grant was checked before, so a
 * 304 tells nothing to a visitor who may not read the file.
 */
function answeredUnchanged(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheScope: string,
  validators: Validators,
): boolean {
  void reply.header('cache-control', `${cacheScope}, max-age=3600`).header('etag', validators.etag);
  if (validators.lastModified) {
    void reply.header('last-modified', validators.lastModified.toUTCString());
  }
  if (!isNotModified(request.headers, validators)) return false;
  void reply.status(304).send();
  return true;
}

/**
 * The admin's view of the scans: `GET /admin/library/scan` tells whether one runs and what the
 * last found; `POST` scans now and answers once it has finished. Admins only (401 without a
 * session, 403 for anyone else), and the POST is rate-limited per client.
 */
export function libraryAdminRoutes(
  app: FastifyInstance,
  service: LibraryService,
  { admin, limiter }: { admin: (request: FastifyRequest) => Promise<void>; limiter: RateLimiter },
): void {
  addApiRoute(app, libraryTable.scanStatus, { preHandler: admin }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return service.scanStatus();
  });

  addApiRoute(app, libraryTable.scan, { preHandler: admin }, async (request, reply) => {
    await assertWithinLimit(limiter, rateLimits.libraryScan, clientKey(request));
    void reply.header('cache-control', 'no-store');
    try {
      await service.rescan('admin');
    } catch {
      // The status carries the failure's message; the admin page shows it.
    }
    return service.scanStatus();
  });
}
