// The part of build.mjs that TypeScript code uses: the browser tests run the release when it is fresh.

/** The parts of the release (`web`, `extension`, `server`) missing or older than one of their sources. */
export function staleParts(): string[];
