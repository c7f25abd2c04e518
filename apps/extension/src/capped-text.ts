/**
 * The most of one answer `makeRequest` reads for the page: provider answers (search results,
 * metadata, stream lists) stay far below it. Counted as decoded, since fetch undoes gzip and
 * brotli itself: a small compressed answer can unpack to gigabytes and take the service worker,
 * and every Screenroom tab with it, down.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export class AnswerTooLarge extends Error {
  constructor(maxBytes: number) {
    super(`The answer is larger than the extension's limit of ${maxBytes} bytes`);
  }
}

/** The body as text, read until `maxBytes` and cancelled past it. */
export async function readCappedText(
  response: Response,
  maxBytes = MAX_ANSWER_BYTES,
): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let read = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    read += value.byteLength;
    if (read > maxBytes) {
      await reader.cancel();
      throw new AnswerTooLarge(maxBytes);
    }
    text += decoder.decode(value, { stream: true });
  }
}
