import type { AudioTrack } from './display.ts';
import { languageDisplayName } from './language-name.ts';

/**
 * Pure: what the audio menu calls each track - its language in the interface's language, or the
 * rendition's own name when the language is missing or unknown. Two tracks of one language
 * (a commentary, say) add their rendition name so the viewer can tell them apart.
 */
export function audioTrackNames(tracks: AudioTrack[], uiLanguage: string): Map<string, string> {
  const base = tracks.map(
    (track) => languageDisplayName(track.language, uiLanguage) ?? (track.label || track.language),
  );
  const names = new Map<string, string>();
  tracks.forEach((track, index) => {
    const name = base[index] as string;
    const shared = base.filter((other) => other === name).length > 1;
    const extra = shared && track.label && track.label !== name ? track.label : null;
    names.set(track.id, extra ? `${name} (${extra})` : name);
  });
  return names;
}
