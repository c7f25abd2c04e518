import type { CaptionItem } from '../store/captions-slice.ts';
import { CUSTOM_CAPTION_LANGUAGE } from '../store/captions-slice.ts';
import { languageDisplayName } from '../language-name.ts';
import { sameCaptionLanguage } from './caption-language.ts';

/** One line of the captions menu for the stream's captions: a language and its first caption. */
export type CaptionLanguageChoice = { language: string; name: string; item: CaptionItem };

/** Pure: what the menus call a caption's language, its own tag when the tag is unknown. */
export function captionLanguageName(language: string, uiLanguage: string): string {
  return languageDisplayName(language, uiLanguage) ?? language;
}

/**
 * Pure: the stream's captions (files and HLS renditions) as one choice per language, in the
 * order the stream lists them. Each choice turns on the first caption of its language; the other
 * captions of that language are in the stream's full caption list.
 */
export function captionLanguageChoices(
  items: readonly CaptionItem[],
  uiLanguage: string,
): CaptionLanguageChoice[] {
  const choices: CaptionLanguageChoice[] = [];
  for (const item of items) {
    if (item.origin !== 'stream' && item.origin !== 'hls') continue;
    if (choices.some((choice) => sameCaptionLanguage(choice.language, item.language))) continue;
    choices.push({
      language: item.language,
      name: captionLanguageName(item.language, uiLanguage),
      item,
    });
  }
  return choices;
}

/** Pure: the name of a caption the viewer added: the file's name, or language and release. */
export function addedCaptionName(item: CaptionItem, uiLanguage: string): string {
  if (item.language === CUSTOM_CAPTION_LANGUAGE) return item.label ?? item.id;
  const language = captionLanguageName(item.language, uiLanguage);
  return item.label ? `${language} · ${item.label}` : language;
}
