import { useWatchPartySupported } from '../hooks/useBackendMeta.ts';
import { JoinWatchPartyInput } from './JoinWatchPartyInput.tsx';

/**
 * The account menu's join field, shown only for a backend at 2.0.1 or later. The backend is asked
 * when the menu opens, not on every page.
 */
export function WatchPartyJoinEntry() {
  if (!useWatchPartySupported()) return null;
  return (
    <div className="px-3 py-2">
      <JoinWatchPartyInput />
    </div>
  );
}
