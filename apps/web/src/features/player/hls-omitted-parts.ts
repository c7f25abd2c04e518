/**
 * Parts of hls.js the player does without. hlsConfig() turns them off, and the build leaves their
 * code out of hls.js (build/hls-trim.ts), about a fifth of its download:
 * - subtitles (both controllers and the timeline of text tracks and embedded captions): the player
 *   lists a stream's subtitle renditions from its master playlist, then fetches and draws them
 *   over the video itself;
 * - CMCD: the player sends no playback data to anyone's CDN;
 * - content steering: a stream that offers several pathways plays from them as redundant copies,
 *   without following a steering server;
 * - I-frame playlists: the seek preview is drawn from the stream itself;
 * - interstitials: a stream plays its own content, without inserted ones;
 * - encrypted media (EME): the player never turns it on (`emeEnabled`), so a stream that needs a
 *   licence fails either way, and the controller only waits for a switch that is never set;
 * - the frame-rate watch: it lowers the quality on dropped frames only with `capLevelOnFPSDrop`,
 *   which the player leaves off;
 * - ID3 and date-range metadata: hls.js draws it as cues of a hidden text track, which nothing in
 *   the player reads.
 */
export const OMITTED_HLS_CONTROLLERS = [
  'subtitleStreamController',
  'subtitleTrackController',
  'timelineController',
  'cmcdController',
  'contentSteeringController',
  'iframeController',
  'interstitialsController',
  'emeController',
  'fpsController',
  'id3TrackController',
] as const;
