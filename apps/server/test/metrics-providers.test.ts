import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { MAX_PROVIDER_HOSTNAMES, ProviderHostnameCounts } from '../src/metrics/metrics-registry.ts';

describe('ProviderHostnameCounts', () => {
  it('counts by hostname and folds hostnames past the limit into one label', async () => {
    const registry = new Registry();
    const counts = new ProviderHostnameCounts(registry);
    counts.observe('a.example');
    counts.observe('a.example');
    for (let i = 0; i < MAX_PROVIDER_HOSTNAMES + 5; i++) counts.observe(`h${i}.example`);
    const text = await registry.metrics();
    expect(text).toContain('mw_provider_hostname_count{hostname="a.example"} 2');
    expect(text).toContain('mw_provider_hostname_count{hostname="other"} 6');
    expect(text.split('\n').filter((line) => line.startsWith('mw_'))).toHaveLength(
      MAX_PROVIDER_HOSTNAMES + 1,
    );
  });
});
