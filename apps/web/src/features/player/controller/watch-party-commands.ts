import type { PartyEngine } from '../watch-party/party-engine.ts';

/** The watch party: hosting, joining, leaving, the host's code, the guest's sync button. */
export function createWatchPartyCommands(partyEngine: PartyEngine) {
  return {
    /** Starts a party for what is on screen; this viewer hosts, at speed 1. */
    hostParty(): Promise<void> {
      return partyEngine.host();
    },
    /** Joins as a guest: the room, its host and the host's content are checked first. */
    joinParty(code: string): Promise<void> {
      return partyEngine.join(code);
    },
    leaveParty(): void {
      partyEngine.leave();
    },
    /** The host's own code (non-empty); refused with codeTaken while another live host holds it. */
    changePartyCode(code: string): Promise<void> {
      return partyEngine.changeCode(code);
    },
    /** A guest's sync button: back to the host at once. */
    syncPartyNow(): void {
      partyEngine.syncNow();
    },
    setPartyStatusOverlay(show: boolean): void {
      partyEngine.setStatusOverlay(show);
    },
    /** The link that joins the party: this page with only `?watchparty=CODE`. */
    partyLink(): string | null {
      return partyEngine.link();
    },
    clearPartyError(): void {
      partyEngine.clearError();
    },
    /** Whether the backend is new enough for parties; asked once per backend address. */
    checkPartyBackend(): Promise<boolean> {
      return partyEngine.checkBackend();
    },
    /**
     * The page plays the route with `code` (or none): joins that room, comes back to the party
     * of this tab before a reload, or leaves a party whose title is no longer on screen.
     */
    partyRouteReady(code: string | null): void {
      partyEngine.routeReady(code);
    },
    /** The player page is on screen; the returned function is called when it goes. */
    attachPartyPage(): () => void {
      return partyEngine.attachPage();
    },
    /** The page is going away for good: the room is told by a beacon, the tab's record stays. */
    partyPageHidden(): void {
      partyEngine.pageHidden();
    },
  };
}
