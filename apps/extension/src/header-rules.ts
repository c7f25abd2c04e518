import {
  checkDestinationUrl,
  parseIpAddress,
  type DestinationPolicy,
  type PrepareStreamBody,
} from '@screenroom/core';

type Rule = chrome.declarativeNetRequest.Rule;
type HeaderInfo = chrome.declarativeNetRequest.ModifyHeaderInfo;

/** Requests that no tab made: the background's own `fetch`. */
export const NO_TAB = -1;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

// A page may not plant cookies in the browser through a stream's answers.
const REFUSED_RESPONSE_HEADERS = new Set(['set-cookie', 'set-cookie2']);

function headerInfos(
  headers: Record<string, string> | undefined,
  refused: ReadonlySet<string>,
): HeaderInfo[] | string {
  const infos: HeaderInfo[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) return `"${name}" is not a header name`;
    if (/[\r\n\0]/.test(value)) return `the value of ${name} holds a line break`;
    if (refused.has(lower)) return `the header ${name} may not be set`;
    infos.push({
      header: lower,
      operation: 'set' as chrome.declarativeNetRequest.HeaderOperation,
      value,
    });
  }
  return infos;
}

const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * A stream host as the page named it, lower case and without brackets, or null when it is not a
 * plain host name or IP address (a rule domain has no wildcards, paths or ports).
 */
function bareHost(domain: string): string | null {
  const lower = domain.toLowerCase();
  const ip = parseIpAddress(lower);
  if (ip) return ip.address;
  return HOST_NAME.test(lower) ? lower : null;
}

export interface StreamRuleInput {
  id: number;
  tabId: number;
  /** The Screenroom page's host: the rule applies only to requests its pages start. */
  initiatorDomain: string;
  body: PrepareStreamBody;
  policy: DestinationPolicy;
}

/**
 * The session rule for one stream: its headers, on requests to the stream's hosts that the
 * Screenroom tab itself starts, never other tabs' or other sites'. A host the proxy would refuse
 * is refused, since a response header such as access-control-allow-origin would let the page
 * read a local service. Null when there is nothing to set.
 */
export function streamRule(
  input: StreamRuleInput,
): { ok: true; rule: Rule | null } | { ok: false; error: string } {
  const domains: string[] = [];
  for (const domain of input.body.targetDomains) {
    const host = bareHost(domain);
    if (!host) return { ok: false, error: `"${domain}" is not a host name` };
    // Rules match hosts, not ports, so a host the operator allowed on any port passes.
    if (!input.policy.allowedHosts.some((entry) => entry.host === host)) {
      const verdict = checkDestinationUrl(
        `https://${host.includes(':') ? `[${host}]` : host}/`,
        input.policy,
      );
      if (!verdict.ok) return { ok: false, error: verdict.reason };
    }
    domains.push(host);
  }
  const requestHeaders = headerInfos(input.body.requestHeaders, new Set());
  if (typeof requestHeaders === 'string') return { ok: false, error: requestHeaders };
  const responseHeaders = headerInfos(input.body.responseHeaders, REFUSED_RESPONSE_HEADERS);
  if (typeof responseHeaders === 'string') return { ok: false, error: responseHeaders };
  if (requestHeaders.length === 0 && responseHeaders.length === 0) return { ok: true, rule: null };
  const action: chrome.declarativeNetRequest.RuleAction = {
    type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
  };
  if (requestHeaders.length > 0) action.requestHeaders = requestHeaders;
  if (responseHeaders.length > 0) action.responseHeaders = responseHeaders;
  return {
    ok: true,
    rule: {
      id: input.id,
      priority: 1,
      action,
      condition: {
        requestDomains: [...new Set(domains)],
        tabIds: [input.tabId],
        initiatorDomains: [input.initiatorDomain],
      },
    },
  };
}

/**
 * The rule that gives one of the background's own requests the headers `fetch` may not set: only
 * requests no tab made, to that one host, for as long as the request runs.
 */
export function requestRule(
  id: number,
  url: string,
  headers: Record<string, string>,
): { ok: true; rule: Rule | null } | { ok: false; error: string } {
  const infos = headerInfos(headers, new Set());
  if (typeof infos === 'string') return { ok: false, error: infos };
  if (infos.length === 0) return { ok: true, rule: null };
  return {
    ok: true,
    rule: {
      id,
      priority: 2,
      action: {
        type: 'modifyHeaders' as chrome.declarativeNetRequest.RuleActionType,
        requestHeaders: infos,
      },
      condition: {
        requestDomains: [new URL(url).hostname.replace(/^\[(.*)\]$/, '$1')],
        tabIds: [NO_TAB],
      },
    },
  };
}

/** The lowest rule id no session rule holds. */
export function freeRuleId(taken: Iterable<number>): number {
  const used = new Set(taken);
  let id = 1;
  while (used.has(id)) id += 1;
  return id;
}
