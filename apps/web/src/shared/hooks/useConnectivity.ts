import { useEffect } from 'react';
import { pingWebApp } from '../clients/web-app-ping.ts';
import { useConnectivityStore } from '../stores/connectivity.ts';
import {
  CONNECTIVITY_TICK_MS,
  isAbortError,
  shouldCheckOnTick,
} from '../sync/connectivity-schedule.ts';

export type PingFn = (signal: AbortSignal) => Promise<void>;

/** One check: online on success, offline on failure; an abort leaves the state as it was. */
export async function checkConnectivity(ping: PingFn, signal: AbortSignal): Promise<void> {
  try {
    await ping(signal);
    useConnectivityStore.getState().setOnline(true);
  } catch (error) {
    if (isAbortError(error) || signal.aborted) return;
    useConnectivityStore.getState().setOnline(false);
  }
}

/**
 * Mount once at the app root: a 5 s tick pings on every tick while offline and on every 10th (about
 * 50 s) while online. The browser's own word that the network went away or came back (or that there
 * is none as the page starts, as when the installed app opens from its cache) starts a check at
 * once, so the offline banner does not wait for the next scheduled one; the ping still decides.
 */
export function useConnectivityPolling(ping: PingFn = pingWebApp): void {
  useEffect(() => {
    const controller = new AbortController();
    let tick = 0;
    let inFlight = false;
    const check = () => {
      if (inFlight) return;
      inFlight = true;
      void checkConnectivity(ping, controller.signal).finally(() => {
        inFlight = false;
      });
    };
    const timer = setInterval(() => {
      tick += 1;
      if (shouldCheckOnTick(tick, useConnectivityStore.getState().isOnline)) check();
    }, CONNECTIVITY_TICK_MS);
    window.addEventListener('online', check);
    window.addEventListener('offline', check);
    if (!navigator.onLine) check();
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', check);
      window.removeEventListener('offline', check);
      controller.abort();
    };
  }, [ping]);
}

/** For components that show an offline state. */
export function useIsOnline(): boolean {
  return useConnectivityStore((s) => s.isOnline);
}
