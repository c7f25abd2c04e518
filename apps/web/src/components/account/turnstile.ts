/**
 * The human check of register start (document 000 §7, DECISIONS.md §7): Cloudflare Turnstile,
 * loaded only when the server asks for it, so an offline deployment never fetches it.
 */
export interface TurnstileApi {
  render: (
    element: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'error-callback': () => void;
      'expired-callback': () => void;
      theme?: 'dark' | 'light' | 'auto';
    },
  ) => string;
  remove: (widgetId: string) => void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | null = null;

export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('Captcha unavailable'));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Captcha unavailable'));
    };
    document.head.append(script);
  });
  return loading;
}
