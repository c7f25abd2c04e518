import type { BrowserContext, Page } from 'playwright-core';

/** Collects what a page logs as an error, uncaught exceptions included. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * Chromium reports each thing a Content-Security-Policy refused as a console error naming the
 * policy ("Refused to load the image '…' because it violates the following Content Security
 * Policy directive: …", "Executing inline event handler violates the following Content Security
 * Policy directive …").
 */
export function isCspViolation(text: string): boolean {
  return text.includes('Content Security Policy');
}

/** The violations watched contexts reported, until the suite's check (csp-check.ts) takes them. */
const cspViolations: string[] = [];
const watched = new WeakSet<BrowserContext>();

/** Records every CSP violation any page of the context reports, frames included. */
export function watchCspViolations(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    if (message.type() === 'error' && isCspViolation(message.text())) {
      cspViolations.push(`${message.page()?.url() ?? 'a worker'}: ${message.text()}`);
    }
  });
}

/** The violations reported since the last call. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}
