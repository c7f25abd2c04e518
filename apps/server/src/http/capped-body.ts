/**
 * Reading an outside service's answer into memory, capped by its size as decoded. Node's `fetch`
 * undoes gzip, deflate and br by itself, so a few kilobytes on the wire can decode to gigabytes,
 * and Content-Length counts the wire bytes when it is sent at all. So the decoded bytes are
 * counted as the body hands them over, and the body is cancelled as soon as they pass the cap,
 * which stops the decoding too: at most the cap and one chunk are ever held.
 */

/** The answer was longer than the reader's cap, counted after decoding. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The answer is longer than ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/** The body's bytes, or BodyTooLargeError once more than `limit` of them have come. */
export async function readCappedBytes(response: Response, limit: number): Promise<Uint8Array> {
  const encoding = (response.headers.get('content-encoding') ?? '').trim().toLowerCase();
  const announced = Number(response.headers.get('content-length') ?? Number.NaN);
  // Unencoded, the announced length is the decoded one, so a long answer is refused unread.
  if ((encoding === '' || encoding === 'identity') && announced > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(limit);
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(limit);
    }
    chunks.push(value);
  }
}

/** The body as UTF-8 text (a byte order mark dropped, as `Response.text()` does), capped. */
export async function readCappedText(response: Response, limit: number): Promise<string> {
  return new TextDecoder('utf-8').decode(await readCappedBytes(response, limit));
}
