import {
  checkDestinationUrl,
  parseIpAddress,
  STREAM_CREDENTIAL_HEADERS,
  type DestinationPolicy,
  type PrepareStreamBody,
} from '@screenroom/core';

type Rule = chrome.declarativeNetRequest.Rule;
type HeaderInfo = chrome.declarativeNetRequest.ModifyHeaderInfo;

/** Requests that no tab made: the background's own `fetch`. */
export const NO_TAB = -1;

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Says why a header may not be set, or null when it may. */
type HeaderCheck = (lower: string, name: string, value: string) => string | null;

const anyHeader: HeaderCheck = () => null;

function headerInfos(
  headers: Record<string, string> | undefined,
  check: HeaderCheck,
): HeaderInfo[] | string {
  const infos: HeaderInfo[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name)) return `"${name}" is not a header name`;
    if (/[\r\n\0]/.test(value)) return `the value of ${name} holds a line break`;
    const refusal = check(lower, name, value);
    if (refusal !== null) return refusal;
    infos.push({
      header: lower,
      operation: 'set' as chrome.declarativeNetRequest.HeaderOperation,
      value,
    });
  }
  return infos;
}

/**
 * A stream's request headers. Set-Cookie answers a request, it never belongs in one. Cookie and
 * Authorization carry someone's credentials to every request of the tab to the stream's hosts,
 * so they go only where the stream's source declared that it sends them.
 */
function streamRequestCheck(declared: readonly string[]): HeaderCheck {
  return (lower, name) => {
    if (lower === 'set-cookie' || lower === 'set-cookie2') {
      return `the header ${name} may not be set on a request`;
    }
    if (
      (STREAM_CREDENTIAL_HEADERS as readonly string[]).includes(lower) &&
      !declared.includes(lower)
    ) {
      return `the header ${name} is a credential the stream's source did not declare`;
    }
    return null;
  };
}

/** A comma-separated list of header names, or `*`. */
function isExposedList(value: string): boolean {
  return value.trim() === '*' || value.split(',').every((name) => TOKEN.test(name.trim()));
}

/**
 * A stream's response headers: only what lets the page read the stream. The origin is `*` or the
 * page's own, and credentials are never allowed, so an answer sent with the viewer's cookies for
 * that site stays unreadable; anything else (Set-Cookie among them) is refused.
 */
function streamResponseCheck(pageOrigin: string): HeaderCheck {
  return (lower, name, value) => {
    if (lower === 'access-control-allow-origin') {
      return value === '*' || value === pageOrigin
        ? null
        : `${name} may only be * or ${pageOrigin}, not ${value}`;
    }
    if (lower === 'access-control-expose-headers') {
      return isExposedList(value) ? null : `${name} is not a list of header names`;
    }
    if (lower === 'access-control-allow-credentials') {
      return `${name} may not be set: the page never reads answers made with the viewer's cookies`;
    }
    return `the response header ${name} may not be set`;
  };
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
  /**
   * The asking Screenroom page's origin: the rule applies only to requests its pages start, and
   * access-control-allow-origin may name only it.
   */
  pageOrigin: string;
  body: PrepareStreamBody;
  policy: DestinationPolicy;
}

/**
 * The session rule for one stream: its headers, on requests to the stream's hosts that the
 * Screenroom tab itself starts, never other tabs' or other sites'. A host the proxy would refuse
 * is refused, since a response header such as access-control-allow-origin would let the page
 * read a local service. Null when there is nothing to set. Refuses the whole stream, rather than
 * dropping a header, so the page learns why its stream may not play as asked.
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
  const requestHeaders = headerInfos(
    input.body.requestHeaders,
    streamRequestCheck(input.body.credentialHeaders ?? []),
  );
  if (typeof requestHeaders === 'string') return { ok: false, error: requestHeaders };
  const responseHeaders = headerInfos(
    input.body.responseHeaders,
    streamResponseCheck(input.pageOrigin),
  );
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
        initiatorDomains: [new URL(input.pageOrigin).hostname.replace(/^\[(.*)\]$/, '$1')],
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
  const infos = headerInfos(headers, anyHeader);
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
