// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';

/**
 * The browser extension's messages, in the shapes the movie-web extension uses, so the web app
 * works with ours and with theirs. A page posts `{ name, instanceId, body }`; the extension's
 * content script answers with the same name and instanceId, `relayed: true` and the answer as
 * `body`.
 */
export const EXTENSION_MESSAGE_NAMES = [
  'hello',
  'makeRequest',
  'prepareStream',
  'openPage',
] as const;

export type ExtensionMessageName = (typeof EXTENSION_MESSAGE_NAMES)[number];

export function isExtensionMessageName(name: unknown): name is ExtensionMessageName {
  return (EXTENSION_MESSAGE_NAMES as readonly unknown[]).includes(name);
}

/** Every call can fail this way; `error` is for people, never parsed. */
export const extensionErrorSchema = z.object({ success: z.literal(false), error: z.string() });

export type ExtensionError = z.infer<typeof extensionErrorSchema>;

/**
 * An extension that fails answers `{ success: false, error }` without the other fields, so they
 * read as absent rather than failing the answer as a whole.
 */
export const helloAnswerSchema = z.object({
  success: z.boolean(),
  version: z._default(z.string(), ''),
  allowed: z._default(z.boolean(), false),
  hasPermission: z._default(z.boolean(), false),
});

export type HelloAnswer = z.infer<typeof helloAnswerSchema>;

export const MAKE_REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;

const headerRecord = z.record(z.string(), z.string());

const pairsSchema = z.array(z.tuple([z.string(), z.string()]));

/**
 * How the page encoded `body`: a string as it is, URLSearchParams and FormData as their
 * `[name, value]` pairs (text values only; URLSearchParams also as its string), an object or
 * array as JSON.
 */
export const makeRequestBodyTypeSchema = z.enum([
  'string',
  'URLSearchParams',
  'FormData',
  'object',
]);

export type MakeRequestBodyType = z.infer<typeof makeRequestBodyTypeSchema>;

export const makeRequestSchema = z
  .object({
    url: z.string().check(z.minLength(1)),
    method: z._default(z.enum(MAKE_REQUEST_METHODS), 'GET'),
    headers: z.optional(headerRecord),
    body: z.optional(z.unknown()),
    bodyType: z.optional(makeRequestBodyTypeSchema),
    baseUrl: z.optional(z.string()),
    query: z.optional(headerRecord),
    /**
     * Names of the answer's headers the caller reads (the movie-web client sends a record whose
     * keys are the names); absent, every header comes back.
     */
    readHeaders: z.optional(
      z.union([
        z.array(z.string()),
        z.pipe(
          headerRecord,
          z.transform((record) => Object.keys(record)),
        ),
      ]),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.body === undefined || value.body === null) return;
      const type = value.bodyType ?? 'object';
      const ok =
        type === 'object'
          ? typeof value.body === 'object'
          : type === 'string'
            ? typeof value.body === 'string'
            : pairsSchema.safeParse(value.body).success ||
              (type === 'URLSearchParams' && typeof value.body === 'string');
      if (!ok) ctx.addIssue({ code: 'custom', path: ['body'], message: `not a ${type} body` });
    }),
  );

export type MakeRequestBody = z.input<typeof makeRequestSchema>;
export type MakeRequestParsed = z.output<typeof makeRequestSchema>;

export const makeRequestResponseSchema = z.object({
  statusCode: z.number().check(z.int()),
  /** Lower-case names; never `set-cookie`. */
  headers: headerRecord,
  finalUrl: z.string(),
  /** Parsed JSON when the answer says it is JSON, else text. */
  body: z.unknown(),
});

export const makeRequestAnswerSchema = z.union([
  z.object({ success: z.literal(true), response: makeRequestResponseSchema }),
  extensionErrorSchema,
]);

export type MakeRequestAnswer = z.infer<typeof makeRequestAnswerSchema>;

/** Request headers that carry a credential: set on a stream's requests only when declared. */
export const STREAM_CREDENTIAL_HEADERS = ['authorization', 'cookie'] as const;

export type StreamCredentialHeader = (typeof STREAM_CREDENTIAL_HEADERS)[number];

/**
 * Sets headers on the requests one tab makes to a stream's hosts (the page picks `ruleId`).
 * Response headers are only `access-control-allow-origin` (`*` or the page's own origin) and
 * `access-control-expose-headers`, never `access-control-allow-credentials`, so the page can
 * read a stream's answers but never an answer made with the viewer's cookies for that site.
 */
export const prepareStreamSchema = z.object({
  ruleId: z.number().check(z.int(), z.gte(1), z.lte(1000)),
  targetDomains: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(20)),
  requestHeaders: z.optional(headerRecord),
  responseHeaders: z.optional(headerRecord),
  /**
   * Which credential headers among `requestHeaders` the stream's source declared it sends (our
   * addition; the movie-web shape has no such field). Absent, Cookie and Authorization are
   * refused.
   */
  credentialHeaders: z.optional(z.array(z.enum(STREAM_CREDENTIAL_HEADERS)).check(z.maxLength(2))),
});

export type PrepareStreamBody = z.infer<typeof prepareStreamSchema>;

/** Opens one of the extension's own pages, such as where the viewer grants site access. */
export const openPageSchema = z.object({
  page: z.enum(['PermissionGrant', 'options']),
  redirectUrl: z.optional(z.string()),
});

export type OpenPageBody = z.infer<typeof openPageSchema>;

export const extensionSuccessSchema = z.object({ success: z.literal(true) });

export const plainAnswerSchema = z.union([extensionSuccessSchema, extensionErrorSchema]);

export type PlainAnswer = z.infer<typeof plainAnswerSchema>;

/** Each message's body and answer, for typed senders on both sides. */
export interface ExtensionMessages {
  hello: { body: null; answer: HelloAnswer };
  makeRequest: { body: MakeRequestBody; answer: MakeRequestAnswer };
  prepareStream: { body: PrepareStreamBody; answer: PlainAnswer };
  openPage: { body: OpenPageBody; answer: PlainAnswer };
}

export const extensionAnswerSchemas = {
  hello: helloAnswerSchema,
  makeRequest: makeRequestAnswerSchema,
  prepareStream: plainAnswerSchema,
  openPage: plainAnswerSchema,
} as const satisfies Record<ExtensionMessageName, z.ZodMiniType>;
