/**
 * Pure text-to-markup steps that come before sanitising a cue: what SRT and WebVTT write in their
 * own syntax becomes the HTML the sanitiser keeps, and what only a subtitle editor understands
 * is dropped.
 */

// ASS override blocks such as {\an8} or {\i1}, left in SRT files converted from ASS.
const assOverride = /\{\\[^{}]*\}/g;
// SRT colour and face tags: the viewer's own caption style decides how text looks. Dropping them
// here, rather than in the sanitiser, spares most SRT cues the sanitiser's far slower pass.
const fontTag = /<\/?font(?:\s[^<>]*)?>/gi;
// WebVTT karaoke timestamps such as <00:01.500>: timing, not text.
const timestampTag = /<(?:\d+:)?\d{2}:\d{2}\.\d{3}>/g;
// WebVTT's own tags carry classes after dots and, for voice and language, an annotation.
const vttTag = /<(\/?)(c|i|b|u|ruby|rt|v|lang)((?:\.[^\s.<>]*)*)(?:[ \t]+([^<>]*))?>/gi;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function rewriteVttTag(
  _match: string,
  slash: string,
  name: string,
  _classes: string,
  annotation: string | undefined,
): string {
  const tag = name.toLowerCase();
  const value = annotation?.trim();
  if (slash) return `</${tag}>`;
  // <v Roger> names the speaker and <lang en> the language; both survive as attributes.
  if (tag === 'v' && value) return `<v title="${escapeAttribute(value)}">`;
  if (tag === 'lang' && value) return `<lang lang="${escapeAttribute(value)}">`;
  return `<${tag}>`;
}

/** Pure: a cue's raw text as HTML still to be sanitised, with its line breaks as <br>. */
export function cueTextToMarkup(text: string): string {
  return text
    .replace(assOverride, '')
    .replace(fontTag, '')
    .replace(timestampTag, '')
    .replace(vttTag, rewriteVttTag)
    .replace(/\\N/g, '\n')
    .trim()
    .replace(/\r\n|\r|\n/g, '<br>');
}
