import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * prom-client's process metrics (CPU, heap, event-loop lag, GC, handles), made once per process:
 * collecting them starts an event-loop monitor and a GC observer that are never stopped, and they
 * describe the process, not one app, so every app built in it (tests build many) shows the same.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Upper bounds in seconds of the latency histogram. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const ROUTE_LABELS = ['method', 'route', 'status_code'] as const;
type RouteLabel = (typeof ROUTE_LABELS)[number];

/** Request counts and latency per route. */
export class HttpMetrics {
  private readonly requests: Counter<RouteLabel>;
  private readonly duration: Histogram<RouteLabel>;

  constructor(registry: Registry) {
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route and status.',
      labelNames: ROUTE_LABELS,
      registers: [registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by method, route and status.',
      labelNames: ROUTE_LABELS,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
  }

  /**
   * The labelled series of each method, route and status, found once: prom-client hashes the
   * labels on every call otherwise, which showed as a few microseconds on every request.
   */
  private readonly series = new Map<
    string,
    { requests: Counter.Internal; duration: Histogram.Internal<RouteLabel> }
  >();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let found = this.series.get(key);
    if (!found) {
      const labels = { method, route, status_code: String(status) };
      found = { requests: this.requests.labels(labels), duration: this.duration.labels(labels) };
      this.series.set(key, found);
    }
    found.requests.inc();
    found.duration.observe(seconds);
  }
}

/**
 * The existing backend's gauge, which admin tools read the account count from; it asks
 * `countByNamespace` at every scrape.
 */
export function userCountGauge(
  registry: Registry,
  countByNamespace: () => Promise<{ namespace: string; count: number }[]>,
): Gauge<'namespace'> {
  return new Gauge({
    name: 'mw_user_count',
    help: 'Registered accounts, by namespace.',
    labelNames: ['namespace'],
    registers: [registry],
    async collect() {
      const counts = await countByNamespace();
      this.reset();
      for (const { namespace, count } of counts) this.set({ namespace }, Number(count));
    },
  });
}

/** Hostnames kept apart before the rest share one label, so spoofed Host headers stay bounded. */
export const MAX_PROVIDER_HOSTNAMES = 50;

/**
 * The existing backend's provider counter, by the hostname the viewer's site was reached at:
 * here, each library stream lookup the server answers. Admin tools sum it over hostnames.
 */
export class ProviderHostnameCounts {
  private readonly counter: Counter<'hostname'>;
  private readonly hostnames = new Set<string>();

  constructor(registry: Registry) {
    this.counter = new Counter({
      name: 'mw_provider_hostname_count',
      help: 'Provider lookups answered, by the site hostname.',
      labelNames: ['hostname'],
      registers: [registry],
    });
  }

  observe(hostname: string): void {
    const known = this.hostnames.has(hostname) || this.hostnames.size < MAX_PROVIDER_HOSTNAMES;
    if (known) this.hostnames.add(hostname);
    this.counter.inc({ hostname: known ? hostname : 'other' });
  }
}

/** Provider ids kept apart before the rest share one label: any client may report any id. */
export const MAX_REPORTED_PROVIDERS = 100;

/** What a provider id looks like (`vidsrcto`, `febbox-mp4`); anything else is counted as `other`. */
const PROVIDER_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/**
 * The existing backend's counter of the scrape outcomes clients report, by source or embed id and
 * status. Nothing else of a report (titles, title ids, error texts) is kept.
 */
export class ProviderStatusCounts {
  private readonly counter: Counter<'provider_id' | 'status'>;
  private readonly providers = new Set<string>();

  constructor(registry: Registry) {
    this.counter = new Counter({
      name: 'mw_provider_status_count',
      help: 'Scrape outcomes reported by clients, by source or embed id and status.',
      labelNames: ['provider_id', 'status'],
      registers: [registry],
    });
  }

  observe(providerId: string, status: string): void {
    const known =
      this.providers.has(providerId) ||
      (PROVIDER_ID.test(providerId) && this.providers.size < MAX_REPORTED_PROVIDERS);
    if (known) this.providers.add(providerId);
    this.counter.inc({ provider_id: known ? providerId : 'other', status });
  }
}
