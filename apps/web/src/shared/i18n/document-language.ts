import { directionOf, htmlLangOf } from './languages.ts';

/**
 * `<html lang>` lets screen readers pick a voice; `<html dir>` mirrors the whole layout for Arabic,
 * since the components use logical properties (ms-/me-/start-/end-) that follow it.
 */
export function applyDocumentLanguage(root: HTMLElement, code: string): void {
  root.lang = htmlLangOf(code);
  root.dir = directionOf(code);
}
