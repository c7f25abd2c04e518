import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import i18next, { type Callback, type InitOptions } from 'i18next';
import { atob as nodeAtob } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// The suites run side by side on a couple of cores, and each test renders whole pages in jsdom.
// Testing-library's default one-second wait is no longer than some pages' own clocks (the
// extension page asks once a second), so under load a wait could race the page. A wait still
// fails when what it waits for never comes; it just gives a busy machine time to get there.
configure({ asyncUtilTimeout: 5000 });

// The app bundles only the first paint's English and loads the rest when a route asks for it
// (src/i18n.ts, withNamespaces). A test renders a component without its route, so every English
// namespace is handed to i18next (one instance outside the module registry) whenever the app
// initialises it, and each is one i18next loads on a change of language, as if its route had
// asked for it; a test given its own resources keeps them.
const englishFiles = import.meta.glob<Record<string, unknown>>('../src/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const allEnglish = Object.fromEntries(
  Object.entries(englishFiles).map(([file, strings]) => [
    file.replace(/^.*\//, '').replace(/\.json$/, ''),
    strings,
  ]),
);
const appInit = i18next.init.bind(i18next) as (
  options: InitOptions,
  callback?: Callback,
) => ReturnType<typeof i18next.init>;
i18next.init = ((options: InitOptions, callback?: Callback) =>
  appInit(
    {
      ...options,
      ns: [...new Set([...[options.ns ?? []].flat(), ...Object.keys(allEnglish)])],
      resources: { ...options.resources, en: { ...allEnglish, ...options.resources?.en } },
    },
    callback,
  )) as typeof i18next.init;

// jsdom brings its own DOMException, while fetch (Node's, through msw) fails with Node's, so a
// client's `error instanceof DOMException` would miss an aborted request. A browser has one
// DOMException; here the page's accepts both, as the app expects.
const NodeDOMException = (() => {
  try {
    nodeAtob('*');
  } catch (error) {
    return (error as object).constructor;
  }
  throw new Error("Node's atob accepted an invalid character");
})();
const PageDOMException = globalThis.DOMException;
if (NodeDOMException !== PageDOMException) {
  Object.defineProperty(PageDOMException, Symbol.hasInstance, {
    value: (value: unknown) =>
      Function.prototype[Symbol.hasInstance].call(PageDOMException, value) ||
      value instanceof NodeDOMException,
  });
}

// A request no handler answers fails loudly instead of going out, so each test names every
// request it expects its page to make. The one exception is a real server a test runs itself on
// loopback (the caption client's test serves files so): those requests go out as they are.
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      const { hostname } = new URL(request.url);
      if (hostname === '127.0.0.1' || hostname === '[::1]') return;
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());
