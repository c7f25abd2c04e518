import { parseAllowedHosts, type AllowedHost, type DestinationPolicy } from '@screenroom/core';
import { parseOrigins } from './allowed-origins.ts';

/** What the build wrote in from its environment variables (see build.ts). */
declare const __SCREENROOM_EXTENSION__: {
  origins: string;
  allowedHosts: string;
  allowedPorts: string;
};

export interface ExtensionConfig {
  /** Origins whose pages may send messages. */
  origins: string[];
  /** Where makeRequest may go: the proxy's rules, with the operator's exceptions. */
  policy: DestinationPolicy;
}

/** An allowed page's own server, as a destination its requests may reach. */
export function ownServer(origin: string): AllowedHost {
  const url = new URL(origin);
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
  };
}

/** The configuration with the origins the viewer added on the options page. */
export function withAddedOrigins(
  config: ExtensionConfig,
  added: readonly string[],
): ExtensionConfig {
  const fresh = added.filter(
    (origin, index) => !config.origins.includes(origin) && added.indexOf(origin) === index,
  );
  return {
    origins: [...config.origins, ...fresh],
    policy: {
      ...config.policy,
      allowedHosts: [...config.policy.allowedHosts, ...fresh.map(ownServer)],
    },
  };
}

/**
 * Builds the configuration from the build's texts. Each allowed page's own server is a
 * destination too: the page can reach its own origin anyway, and the library source asks it.
 */
export function extensionConfig(raw: typeof __SCREENROOM_EXTENSION__): ExtensionConfig {
  const origins = parseOrigins(raw.origins);
  const allowedPorts = raw.allowedPorts
    .split(',')
    .map((port) => port.trim())
    .filter((port) => port !== '')
    .map((port) => {
      const value = Number(port);
      if (!Number.isInteger(value) || value < 1 || value > 65535) {
        throw new Error(`"${port}" is not a port`);
      }
      return value;
    });
  return {
    origins,
    policy: {
      allowedHosts: [...origins.map(ownServer), ...parseAllowedHosts(raw.allowedHosts)],
      allowedPorts,
    },
  };
}

export function builtConfig(): ExtensionConfig {
  return extensionConfig(__SCREENROOM_EXTENSION__);
}
