// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';

/**
 * Our server's proxy (`/proxy/?destination=…`) takes only requests carrying a token it issued, so
 * it is no open relay. The web app asks GET /proxy/token for one and sends it in this header, or
 * as the `token` query parameter where it cannot set headers (media elements, HLS segment URLs).
 */
export const PROXY_TOKEN_HEADER = 'X-Screenroom-Proxy-Token';
export const PROXY_TOKEN_QUERY = 'token';

/**
 * The answer of GET /proxy/token. Without a query the token opens any destination for a few
 * minutes; with `?destination=` it opens only that URL, for as long as a film plays, so a media
 * element can keep seeking through it.
 */
export const proxyTokenAnswerSchema = z.object({
  token: z.string().check(z.minLength(1)),
  /** When the token stops working, in milliseconds since the epoch. */
  expiresAt: z.int().check(z.positive()),
});

export type ProxyTokenAnswer = z.infer<typeof proxyTokenAnswerSchema>;
