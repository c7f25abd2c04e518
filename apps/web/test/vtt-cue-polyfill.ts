/**
 * jsdom has no VTTCue, and media-captions builds its cue class on the page's VTTCue as soon as it
 * loads. Import this before anything parses captions in a jsdom test; browsers have their own.
 */
class TestVttCue extends EventTarget {
  id = '';
  pauseOnExit = false;
  constructor(
    public startTime: number,
    public endTime: number,
    public text: string,
  ) {
    super();
  }
}

const page = globalThis as unknown as { VTTCue?: unknown };
page.VTTCue ??= TestVttCue;
