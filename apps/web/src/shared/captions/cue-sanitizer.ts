import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

/** What a cue may keep: WebVTT's own markup (class, voice, language, ruby) and simple styling. */
export const CUE_ALLOWED_TAGS = ['c', 'b', 'i', 'u', 'span', 'ruby', 'rt', 'br', 'v', 'lang'];
export const CUE_ALLOWED_ATTRIBUTES = ['title', 'lang'];

export type CueSanitizer = (markup: string) => string;

// Allowed tags written bare: no attributes, so nothing in them for the sanitiser to remove.
const bareAllowedTag = new RegExp(`</?(?:${CUE_ALLOWED_TAGS.join('|')})\\s*/?>`, 'gi');

/**
 * Pure: whether markup is only text and bare allowed tags (most cues: plain lines, <i>, <br>).
 * Without any other "<" the HTML parser can build no other element and no attribute, so it is
 * already what DOMPurify would return; anything else goes through DOMPurify, which costs far more
 * per cue than this check.
 */
export function isPlainMarkup(markup: string): boolean {
  return !markup.replace(bareAllowedTag, '').includes('<');
}

/**
 * A sanitiser bound to one window: the page's in the browser, jsdom's in tests. It has its own
 * DOMPurify instance, so its settings cannot leak into other code, and they are set once rather
 * than on every cue.
 */
export function createCueSanitizer(window: WindowLike): CueSanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  // Without a usable DOM, DOMPurify hands its input back untouched; refuse rather than pass
  // unsanitised markup on.
  if (!purify.isSupported) throw new Error('Captions cannot be sanitised without a DOM');
  purify.setConfig({
    ALLOWED_TAGS: CUE_ALLOWED_TAGS,
    ALLOWED_ATTR: CUE_ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
  return (markup) => (isPlainMarkup(markup) ? markup : purify.sanitize(markup));
}

// Page-wide, not per player: one sanitiser over the page's one DOM serves every player.
let pageSanitizer: CueSanitizer | null = null;

/** Sanitises cue markup with the current page's DOM (made on first use). */
export function sanitizeCueMarkup(markup: string): string {
  if (!pageSanitizer) {
    if (typeof window === 'undefined')
      throw new Error('Captions cannot be sanitised without a DOM');
    pageSanitizer = createCueSanitizer(window);
  }
  return pageSanitizer(markup);
}
