import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import { parseByteRange } from './byte-range.ts';
import { contentTypeOf } from './content-types.ts';
import { findMediaFile, readMediaFile } from './media-files.ts';
import type { LibraryService } from './library.service.ts';

const tmdbId = z.coerce.number().int().positive();
const number = z.coerce.number().int().min(0);
const movieParams = z.object({ tmdbId });
const episodeParams = z.object({ tmdbId, season: number, episode: number });

const filesPrefix = '/media-files/';
/** The list changes only when the server rescans, so browsers may reuse it for a minute. */
const availabilityMaxAgeSeconds = 60;

export function libraryRoutes(app: FastifyInstance, service: LibraryService): void {
  app.get('/library/available', async (_request, reply) => {
    void reply.header('cache-control', `public, max-age=${availabilityMaxAgeSeconds}`);
    return service.availability();
  });

  app.get('/library/streams/movie/:tmdbId', async (request) => {
    const params = movieParams.parse(request.params);
    const streams = await service.streamsFor({
      mediaType: 'movie',
      tmdbId: params.tmdbId,
      season: 0,
      episode: 0,
    });
    return { streams };
  });

  app.get('/library/streams/tv/:tmdbId/:season/:episode', async (request) => {
    const params = episodeParams.parse(request.params);
    const streams = await service.streamsFor({ mediaType: 'tv', ...params });
    return { streams };
  });

  app.get('/media-files/*', async (request, reply) => {
    // The raw URL, not the decoded parameter: traversal is judged segment by segment before decoding.
    const rawUrl = request.raw.url ?? '';
    const rawPath = rawUrl.split('?')[0]?.slice(filesPrefix.length) ?? '';
    const found = await findMediaFile(rawPath, service.roots);
    if (found.refused) throw new HttpError(403, 'Path outside the media folders');
    const file = found.file;
    const contentType = file && contentTypeOf(file.relativePath);
    if (!file || !contentType) throw new HttpError(404, 'No such media file');

    void reply
      .header('accept-ranges', 'bytes')
      .header('access-control-allow-origin', '*')
      .header('last-modified', file.modified.toUTCString())
      .header('cache-control', 'public, max-age=3600');
    const range = parseByteRange(request.headers.range, file.size);
    if (range.kind === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send({ errorType: 'message', message: 'Range Not Satisfiable' });
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
