import { describe, expect, it } from 'vitest';
import { AnswerTooLarge, readCappedText } from '../src/capped-text.ts';

/** A body of `chunks` chunks of `size` bytes, counting how many chunks were pulled. */
function streamedAnswer(chunks: number, size: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { response: new Response(body), pulled: () => pulled };
}

describe('answers makeRequest reads', () => {
  it('reads an answer within the cap whole, multi-byte characters across chunks included', async () => {
    const bytes = new TextEncoder().encode('«café»');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 3));
        controller.enqueue(bytes.slice(3));
        controller.close();
      },
    });
    expect(await readCappedText(new Response(body), 100)).toBe('«café»');
  });

  it('stops reading past the cap and says why', async () => {
    const answer = streamedAnswer(1000, 1024);
    await expect(readCappedText(answer.response, 10 * 1024)).rejects.toBeInstanceOf(AnswerTooLarge);
    // Cancelled right after the chunk that crossed the cap, not read to its end.
    expect(answer.pulled()).toBeLessThan(15);
  });
});
