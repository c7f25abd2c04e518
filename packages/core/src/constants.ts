/** The product's timings and limits, in one place so web and server agree. */

export const APP_VERSION = '5.0.1';

/**
 * Google's Cast sender library, which loads the Cast framework from the same host: the web app
 * loads it unless the operator names another copy, and the server's page policy allows its host.
 */
export const DEFAULT_CAST_SENDER_URL =
  'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';

export const PROGRESS_SAVE_INTERVAL_MS = 3000;
export const SYNC_INTERVAL_MS = 5000;

export const CONTINUE_WATCHING_MIN_REMAINING_S = 120;
export const CONTINUE_WATCHING_MIN_WATCHED_S = 20;

export const EPISODE_SHOWN_COMPLETE_ABOVE = 0.9;
export const EPISODE_BAR_FULL_ABOVE = 0.98;

export const NEXT_EPISODE_WINDOW_S = 30;
export const NEXT_EPISODE_HOVER_FRACTION = 0.93;
export const AUTOPLAY_SKIP_CREDITS_FRACTION = 0.01;
export const SKIP_INTRO_ALWAYS_SHOWN_S = 10;
export const INTRO_SKIP_MAX_RETRIES = 3;

export const HLS_CONFIG = {
  /** Seconds held ahead until the video first plays; then the two limits below. */
  startBufferLength: 10,
  maxBufferLength: 120,
  maxMaxBufferLength: 240,
  fragLoadTimeoutMs: 30_000,
  manifestLoadTimeoutMs: 30_000,
  firstByteTimeoutMs: 30_000,
  maxRetries: 10,
  retryDelayMinMs: 1000,
  retryDelayMaxMs: 10_000,
} as const;

export const CONTROLS_HIDE_MS = 3000;
export const OVERLAY_SHOW_MS = 3000;

export const PLAYBACK_SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
export const VOLUME_KEY_STEP = 0.15;
export const VOLUME_WHEEL_DIVISOR = 1000;
export const SEEK_STEP_LONG_S = 10;
export const SEEK_STEP_ARROW_S = 5;
export const SEEK_STEP_PAUSED_FRAME_S = 1;

export const SUBTITLE_DELAY_STEP_S = 0.5;
export const SUBTITLE_DELAY_MIN_S = -20;
export const SUBTITLE_DELAY_MAX_S = 20;
export const SUBTITLE_WAIT_MS = 5000;
export const CAPTION_CACHE_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_SUBTITLE_LANGUAGE = 'en';

export const SEARCH_CACHE_TTL_S = 3600;
export const SEARCH_CACHE_CLEANUP_MS = 2 * 60 * 1000;

export const TMDB_TIMEOUT_MS = 5000;
export const TMDB_FALLBACK_TIMEOUT_MS = 30_000;
export const EXTENSION_HELLO_TIMEOUT_MS = 500;

export const FEATURED_AUTO_ADVANCE_MS = 8000;
export const FEATURED_AFTER_MANUAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const LONG_PRESS_MS = 500;
export const RANDOM_PICK_COUNTDOWN_S = 5;
export const PROXY_TEST_TIMEOUT_MS = 3000;
export const TOKEN_TEST_ATTEMPTS = 2;
export const TOKEN_TEST_RETRY_DELAY_MS = 3000;
export const AD_DISMISS_COOKIE_DAYS = 2;
export const SCROLL_TO_TOP_AFTER_PX = 300;
export const CAROUSEL_LAZY_MARGIN_PX = 300;
export const COPIED_NOTICE_MS = 2000;

export const CAROUSEL_ITEMS = 20;
export const MAX_GENRES = 50;
export const CAROUSEL_SKELETONS = 10;
export const GRID_SKELETONS = 20;

export const GREETING_ALTERNATIVE_CHANCE = 0.35;

export const RELEASE_HD_AFTER_DIGITAL_DAYS = 2;
export const RELEASE_HD_AFTER_THEATRICAL_DAYS = 45;

export const WATCH_PARTY_POLL_MS = 2000;
export const WATCH_PARTY_STATUS_MS = 10_000;
export const WATCH_PARTY_HOST_STATUS_MS = 1000;
export const WATCH_PARTY_DRIFT_PLAYING_S = 2;
export const WATCH_PARTY_DRIFT_PAUSED_S = 5;
export const WATCH_PARTY_HOST_JUMP_S = 5;
export const WATCH_PARTY_ALONE_BECOMES_HOST_MS = 10_000;
export const WATCH_PARTY_SEEK_SETTLE_MS = 200;
export const WATCH_PARTY_SYNCING_EXTRA_MS = 500;
export const WATCH_PARTY_CODE_MAX_LENGTH = 10;
export const WATCH_PARTY_HISTORY_SIZE = 5;

export const REGION_STALE_S = 2_592_000;
