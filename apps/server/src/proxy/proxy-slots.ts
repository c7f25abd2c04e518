import { HttpError } from '../http/errors.ts';

/**
 * Proxied requests open at once, per client and for the whole process: a client holding many
 * slow streams gets 429, and once the process holds its most every client gets 503, so neither
 * sockets nor memory grow without end.
 */
export class ProxySlots {
  private readonly perClient = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly maxPerClient: number,
    private readonly maxTotal: number,
  ) {}

  /** A slot for `client`; `release` frees it (more calls do nothing). */
  claim(client: string): () => void {
    const held = this.perClient.get(client) ?? 0;
    if (held >= this.maxPerClient) {
      throw new HttpError(429, 'Too many proxied requests from this client at once');
    }
    if (this.total >= this.maxTotal) {
      throw new HttpError(503, 'The proxy is busy, try again shortly');
    }
    this.perClient.set(client, held + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left === 0) this.perClient.delete(client);
      else this.perClient.set(client, left);
    };
  }

  get open(): number {
    return this.total;
  }
}
