import type { CastApi, CastFramework, ChromeCast } from './cast-api.ts';

/** What the sender script leaves on the page. */
type CastGlobals = {
  __onGCastApiAvailable?: (available: boolean, reason?: string) => void;
  cast?: { framework?: CastFramework };
  chrome?: { cast?: ChromeCast };
};

export type CastSenderOptions = {
  senderUrl: string;
  receiverAppId: string;
  /** Adds the script to the page; tests hand in their own. */
  addScript?: (url: string, onError: () => void) => void;
  globals?: CastGlobals;
};

function addScriptTag(url: string, onError: () => void): void {
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.onerror = onError;
  document.head.append(script);
}

// Page-wide, not per player: the sender script is added to the page once and leaves one library
// in the page's globals, which every player of the page (one after another) uses.
let loading: Promise<CastApi | null> | null = null;
/** The library once loaded, for the commands; null before or without it. */
let loaded: CastApi | null = null;

export function loadedCastApi(): CastApi | null {
  return loaded;
}

/**
 * Loads the Cast sender library once per page and points it at the receiver application. Null
 * when it cannot load (offline, blocked) or the browser cannot cast (only Chromium can); the
 * player then simply offers no casting.
 */
export function loadCastApi({
  senderUrl,
  receiverAppId,
  addScript = addScriptTag,
  globals = window as unknown as CastGlobals,
}: CastSenderOptions): Promise<CastApi | null> {
  loading ??= new Promise<CastApi | null>((resolve) => {
    globals.__onGCastApiAvailable = (available) => {
      const framework = globals.cast?.framework;
      const chromeCast = globals.chrome?.cast;
      if (!available || !framework || !chromeCast) {
        console.warn('Chrome Cast API not fully initialized');
        resolve(null);
        return;
      }
      framework.CastContext.getInstance().setOptions({
        receiverApplicationId: receiverAppId,
        autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
      });
      loaded = { framework, chromeCast };
      resolve(loaded);
    };
    addScript(senderUrl, () => resolve(null));
  });
  return loading;
}
