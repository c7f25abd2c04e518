import {
  checkDestinationUrl,
  enableEnglishZodMessages,
  isExtensionMessageName,
  makeRequestSchema,
  openPageSchema,
  prepareStreamSchema,
  type ExtensionError,
  type ExtensionMessageName,
  type HelloAnswer,
  type MakeRequestAnswer,
  type PlainAnswer,
} from '@screenroom/core';
import {
  ADDED_ORIGINS_SCRIPT_ID,
  currentConfig,
  onAddedOriginsChange,
  readAddedOrigins,
} from './added-origins.ts';
import { isAllowedOrigin, matchPattern } from './allowed-origins.ts';
import type { ExtensionConfig } from './extension-config.ts';
import { freeRuleId, requestRule, streamRule } from './header-rules.ts';
import { answerBody, answerHeaders, shapeRequest } from './request-shaping.ts';
import { SITE_ACCESS } from './site-access.ts';
import { readCappedText } from './capped-text.ts';

// A refused message's answer names what was wrong with it in words, as zod's English has it.
enableEnglishZodMessages();

type Sender = chrome.runtime.MessageSender;
type Answer = HelloAnswer | MakeRequestAnswer | PlainAnswer;

function failure(error: string): ExtensionError {
  return { success: false, error };
}

/** The tab and origin of a message from our relay on an allowed page, or null. */
function trustedSender(
  sender: Sender,
  config: ExtensionConfig,
): { tabId: number; origin: string } | null {
  if (sender.id !== chrome.runtime.id) return null;
  const tabId = sender.tab?.id;
  const origin = sender.origin;
  if (tabId === undefined || tabId < 0 || origin === undefined) return null;
  return isAllowedOrigin(origin, config.origins) ? { tabId, origin } : null;
}

// Session rules change one call at a time, so two calls never pick the same free id.
let ruleQueue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = ruleQueue.then(work, work);
  ruleQueue = next.catch(() => undefined);
  return next;
}

async function takenRuleIds(): Promise<number[]> {
  return (await chrome.declarativeNetRequest.getSessionRules()).map((rule) => rule.id);
}

const STREAM_RULES_KEY = 'streamRules';

/** Which session rule holds each tab's page-chosen rule id; kept while the worker sleeps. */
async function streamRuleIds(): Promise<Record<string, number>> {
  const stored = await chrome.storage.session.get(STREAM_RULES_KEY);
  return (stored[STREAM_RULES_KEY] as Record<string, number> | undefined) ?? {};
}

async function hello(allowed: boolean): Promise<HelloAnswer> {
  return {
    success: true,
    version: chrome.runtime.getManifest().version,
    allowed,
    hasPermission: await chrome.permissions.contains(SITE_ACCESS),
  };
}

async function makeRequest(body: unknown, config: ExtensionConfig): Promise<MakeRequestAnswer> {
  const parsed = makeRequestSchema.safeParse(body);
  if (!parsed.success) return failure(`Bad makeRequest body: ${parsed.error.issues[0]?.message}`);
  const shaped = shapeRequest(parsed.data, config.policy);
  if (!shaped.ok) return failure(shaped.error);
  const { url, init, ruleHeaders } = shaped.request;
  const rule = await serially(async () => {
    const built = requestRule(freeRuleId(await takenRuleIds()), url, ruleHeaders);
    if (built.ok && built.rule) {
      await chrome.declarativeNetRequest.updateSessionRules({ addRules: [built.rule] });
    }
    return built;
  });
  if (!rule.ok) return failure(rule.error);
  try {
    const response = await fetch(url, init);
    // An extension cannot resolve names, so a name that resolves to a private address is not
    // caught at all; a redirect to a refused address is caught only here, after the request
    // went out, and its answer is kept from the page.
    const final = checkDestinationUrl(response.url || url, config.policy);
    if (!final.ok) return failure(`Redirected to a refused destination: ${final.reason}`);
    const text = parsed.data.method === 'HEAD' ? '' : await readCappedText(response);
    return {
      success: true,
      response: {
        statusCode: response.status,
        headers: answerHeaders(response.headers, parsed.data.readHeaders),
        finalUrl: response.url || url,
        body: answerBody(text, response.headers.get('content-type')),
      },
    };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error));
  } finally {
    if (rule.rule) {
      const id = rule.rule.id;
      await serially(() =>
        chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds: [id] }),
      );
    }
  }
}

async function prepareStream(
  body: unknown,
  tabId: number,
  origin: string,
  config: ExtensionConfig,
): Promise<PlainAnswer> {
  const parsed = prepareStreamSchema.safeParse(body);
  if (!parsed.success) return failure(`Bad prepareStream body: ${parsed.error.issues[0]?.message}`);
  return serially(async () => {
    const key = `${tabId}:${parsed.data.ruleId}`;
    const ids = await streamRuleIds();
    const previous = ids[key];
    const taken = (await takenRuleIds()).filter((id) => id !== previous);
    const built = streamRule({
      id: freeRuleId(taken),
      tabId,
      pageOrigin: origin,
      body: parsed.data,
      policy: config.policy,
    });
    // A refused message still retires the rule it would have replaced: that rule's headers were
    // for the stream before, and must not ride along with the one the page now plays.
    await chrome.declarativeNetRequest.updateSessionRules({
      removeRuleIds: previous === undefined ? [] : [previous],
      addRules: built.ok && built.rule ? [built.rule] : [],
    });
    if (built.ok && built.rule) ids[key] = built.rule.id;
    else delete ids[key];
    await chrome.storage.session.set({ [STREAM_RULES_KEY]: ids });
    return built.ok ? { success: true as const } : failure(built.error);
  });
}

/** Drops every rule of a closed tab, found by the rules' own tab condition. */
async function forgetTab(tabId: number): Promise<void> {
  await serially(async () => {
    const rules = await chrome.declarativeNetRequest.getSessionRules();
    const removeRuleIds = rules
      .filter((rule) => rule.condition.tabIds?.includes(tabId))
      .map((rule) => rule.id);
    if (removeRuleIds.length > 0)
      await chrome.declarativeNetRequest.updateSessionRules({ removeRuleIds });
    const ids = await streamRuleIds();
    for (const key of Object.keys(ids)) if (key.startsWith(`${tabId}:`)) delete ids[key];
    await chrome.storage.session.set({ [STREAM_RULES_KEY]: ids });
  });
}

/** Only the extension's own pages; a back link only to an allowed Screenroom page. */
async function openPage(body: unknown, config: ExtensionConfig): Promise<PlainAnswer> {
  const parsed = openPageSchema.safeParse(body);
  if (!parsed.success) return failure(`Bad openPage body: ${parsed.error.issues[0]?.message}`);
  const page = new URL(chrome.runtime.getURL('options.html'));
  const redirect = parsed.data.redirectUrl;
  if (redirect !== undefined) {
    let redirectOrigin: string | undefined;
    try {
      redirectOrigin = new URL(redirect).origin;
    } catch {
      redirectOrigin = undefined;
    }
    if (!isAllowedOrigin(redirectOrigin, config.origins)) {
      return failure('The redirect address is not a Screenroom page this extension serves');
    }
    page.searchParams.set('redirectUrl', redirect);
  }
  await chrome.tabs.create({ url: page.href });
  return { success: true };
}

function handle(
  name: ExtensionMessageName,
  body: unknown,
  sender: Sender,
  config: ExtensionConfig,
): Promise<Answer> {
  const from = trustedSender(sender, config);
  // A page whose address was removed meanwhile still has the relay until it reloads.
  if (!from)
    return name === 'hello'
      ? hello(false)
      : Promise.resolve(failure('This page may not use the extension'));
  switch (name) {
    case 'hello':
      return hello(true);
    case 'makeRequest':
      return makeRequest(body, config);
    case 'prepareStream':
      return prepareStream(body, from.tabId, from.origin, config);
    case 'openPage':
      return openPage(body, config);
  }
}

chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
  const { name, body } = (message ?? {}) as { name?: unknown; body?: unknown };
  if (sender.id !== chrome.runtime.id || !isExtensionMessageName(name)) return false;
  currentConfig()
    .then((config) => handle(name, body, sender, config))
    .then(sendResponse, (error: unknown) =>
      sendResponse(failure(error instanceof Error ? error.message : String(error))),
    );
  return true;
});

/** Injects the relay on the origins the viewer added, as the manifest does on the built ones. */
async function registerAddedOrigins(): Promise<void> {
  const added = await readAddedOrigins();
  const registered = await chrome.scripting.getRegisteredContentScripts({
    ids: [ADDED_ORIGINS_SCRIPT_ID],
  });
  if (registered.length > 0) {
    await chrome.scripting.unregisterContentScripts({ ids: [ADDED_ORIGINS_SCRIPT_ID] });
  }
  if (added.length === 0) return;
  await chrome.scripting.registerContentScripts([
    {
      id: ADDED_ORIGINS_SCRIPT_ID,
      matches: added.map(matchPattern),
      js: ['content.js'],
      runAt: 'document_start',
      persistAcrossSessions: true,
    },
  ]);
}

onAddedOriginsChange(() => void registerAddedOrigins());
chrome.runtime.onInstalled.addListener(() => void registerAddedOrigins());
chrome.tabs.onRemoved.addListener((tabId) => void forgetTab(tabId));
