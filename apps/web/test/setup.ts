import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { atob as nodeAtob } from 'node:buffer';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';

// The suites run side by side on a couple of cores, and each test renders whole pages in jsdom.
// Testing-library's default one-second wait is no longer than some pages' own clocks (the
// extension page asks once a second), so under load a wait could race the page. A wait still
// fails when what it waits for never comes; it just gives a busy machine time to get there.
configure({ asyncUtilTimeout: 5000 });

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
