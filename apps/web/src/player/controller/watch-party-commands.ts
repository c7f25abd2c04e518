import { partyEngine } from '../watch-party/party-engine.ts';

/** The watch party: hosting, joining, leaving, the host's code, the guest's sync button. */
export const watchPartyCommands = {
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
};
