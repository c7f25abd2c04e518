/** Upper bounds in seconds of the latency histogram. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface RouteStats {
  method: string;
  route: string;
  status: string;
  count: number;
  sum: number;
  buckets: number[];
}

/** Escapes a label value as the Prometheus text format requires. */
export function labelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function labels(pairs: Record<string, string>): string {
  const parts = Object.entries(pairs).map(([k, v]) => `${k}="${labelValue(v)}"`);
  return `{${parts.join(',')}}`;
}

/** Request counts and latency per route, rendered in the Prometheus text format. */
export class HttpMetrics {
  private readonly routes = new Map<string, RouteStats>();

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let stats = this.routes.get(key);
    if (!stats) {
      stats = {
        method,
        route,
        status: String(status),
        count: 0,
        sum: 0,
        buckets: LATENCY_BUCKETS.map(() => 0),
      };
      this.routes.set(key, stats);
    }
    stats.count += 1;
    stats.sum += seconds;
    LATENCY_BUCKETS.forEach((bound, i) => {
      if (seconds <= bound) stats.buckets[i]! += 1;
    });
  }

  render(): string {
    const lines = [
      '# HELP http_requests_total Requests answered, by method, route and status.',
      '# TYPE http_requests_total counter',
    ];
    const all = [...this.routes.values()];
    for (const s of all) {
      lines.push(
        `http_requests_total${labels({ method: s.method, route: s.route, status_code: s.status })} ${s.count}`,
      );
    }
    lines.push(
      '# HELP http_request_duration_seconds Time to answer, by method, route and status.',
      '# TYPE http_request_duration_seconds histogram',
    );
    for (const s of all) {
      const base = { method: s.method, route: s.route, status_code: s.status };
      LATENCY_BUCKETS.forEach((bound, i) => {
        lines.push(
          `http_request_duration_seconds_bucket${labels({ ...base, le: String(bound) })} ${s.buckets[i]}`,
        );
      });
      lines.push(
        `http_request_duration_seconds_bucket${labels({ ...base, le: '+Inf' })} ${s.count}`,
      );
      lines.push(`http_request_duration_seconds_sum${labels(base)} ${s.sum}`);
      lines.push(`http_request_duration_seconds_count${labels(base)} ${s.count}`);
    }
    return lines.join('\n');
  }
}

/** The existing backend's gauge, which admin tools read the account count from. */
export function renderUserCount(counts: { namespace: string; count: number }[]): string {
  const lines = [
    '# HELP mw_user_count Registered accounts, by namespace.',
    '# TYPE mw_user_count gauge',
  ];
  for (const { namespace, count } of counts) {
    lines.push(`mw_user_count${labels({ namespace })} ${Number(count)}`);
  }
  return lines.join('\n');
}

/** Hostnames kept apart before the rest share one label, so spoofed Host headers stay bounded. */
export const MAX_PROVIDER_HOSTNAMES = 50;

/**
 * The existing backend's provider counter, by the hostname the viewer's site was reached at:
 * here, each library stream lookup the server answers. Admin tools sum it over hostnames.
 */
export class ProviderHostnameCounts {
  private readonly counts = new Map<string, number>();

  observe(hostname: string): void {
    const known = this.counts.has(hostname) || this.counts.size < MAX_PROVIDER_HOSTNAMES;
    const key = known ? hostname : 'other';
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  render(): string {
    const lines = [
      '# HELP mw_provider_hostname_count Provider lookups answered, by the site hostname.',
      '# TYPE mw_provider_hostname_count counter',
    ];
    for (const [hostname, count] of this.counts) {
      lines.push(`mw_provider_hostname_count${labels({ hostname })} ${count}`);
    }
    return lines.join('\n');
  }
}
