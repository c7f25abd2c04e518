import type { ScrapeEvent } from '@screenroom/core';

/**
 * Reads a run's events and tells, per source, what it said of the title: `found` when its stream
 * won, `notfound` when it answered not found itself or every embed it offered did. A source that
 * failed (unreachable, garbage) or was never reached says nothing.
 */
export class ScrapeOutcomes {
  private readonly status = new Map<string, string>();
  private readonly embedsOf = new Map<string, string[]>();
  private readonly embedStatus = new Map<string, string>();
  private foundSource: string | undefined;

  see(event: ScrapeEvent): void {
    if (event.type === 'discoverEmbeds') {
      this.embedsOf.set(
        event.sourceId,
        event.embeds.map((embed) => embed.id),
      );
    } else if (event.type === 'update' && event.status !== 'pending') {
      if (this.embedOwner(event.id)) this.embedStatus.set(event.id, event.status);
      else this.status.set(event.id, event.status);
    } else if (event.type === 'done' && event.result) {
      this.foundSource = event.result.sourceId;
    } else if (event.type === 'sourceDone') {
      // A single source's run: its own status is `success` only with streams or embeds.
    }
  }

  private embedOwner(id: string): string | undefined {
    for (const [source, embeds] of this.embedsOf) if (embeds.includes(id)) return source;
    return undefined;
  }

  /** Each source's outcome once the run has ended. */
  outcomes(): Map<string, 'found' | 'notfound'> {
    const out = new Map<string, 'found' | 'notfound'>();
    for (const [source, status] of this.status) {
      if (source === this.foundSource) out.set(source, 'found');
      else if (status === 'notfound') out.set(source, 'notfound');
      else if (status === 'success') {
        const embeds = this.embedsOf.get(source) ?? [];
        if (embeds.length > 0 && embeds.every((id) => this.embedStatus.get(id) === 'notfound')) {
          out.set(source, 'notfound');
        }
      }
    }
    if (this.foundSource !== undefined) out.set(this.foundSource, 'found');
    return out;
  }
}
