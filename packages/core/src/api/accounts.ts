// zod/mini, whose schemas carry no methods: the web app's first paint reads this module (its
// account client), and mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/**
 * Accounts (register, login, the user and its sessions) as our server checks them and the web app
 * sends and reads them. Names and limits follow the existing movie-web backend, so its clients can
 * use our server and ours can use it. Validation failures answer the zod issues of these schemas.
 */

/** The profile avatar: a two-colour gradient and an icon name. */
export const userProfileSchema = z.object({
  colorA: z.string().check(z.minLength(1), z.maxLength(100)),
  colorB: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A challenge code and its Ed25519 signature (base64url without padding). */
export const challengeAnswerSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(200)),
  signature: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

const publicKeySchema = z.string().check(z.minLength(1), z.maxLength(200));
/** The device name, encrypted with the account's seed. */
const deviceSchema = z.string().check(z.minLength(1), z.maxLength(500));

/** `POST /auth/register/start`; the captcha token counts only when the server has a captcha. */
export const registerStartBodySchema = z.optional(
  z.object({ captchaToken: z.optional(z.string()) }),
);
export type RegisterStartBody = z.input<typeof registerStartBodySchema>;

/** The answer of both start calls: a single-use code to sign. */
export const challengeIssuedSchema = z.object({ challenge: z.string() });
export type ChallengeIssued = z.infer<typeof challengeIssuedSchema>;

/** `POST /auth/register/complete`. */
export const registerCompleteBodySchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeAnswerSchema,
  namespace: z.string().check(z.minLength(1), z.maxLength(100)),
  device: deviceSchema,
  profile: userProfileSchema,
});
export type RegisterCompleteBody = z.input<typeof registerCompleteBodySchema>;

/** `POST /auth/login/start`: 401 when no user has the key. */
export const loginStartBodySchema = z.object({ publicKey: publicKeySchema });
export type LoginStartBody = z.input<typeof loginStartBodySchema>;

/** `POST /auth/login/complete`. */
export const loginCompleteBodySchema = z.object({
  publicKey: publicKeySchema,
  challenge: challengeAnswerSchema,
  device: deviceSchema,
});
export type LoginCompleteBody = z.input<typeof loginCompleteBodySchema>;

/** A user: the id is a 12-character random string, dates are ISO 8601. */
export const accountUserSchema = z.object({
  id: z.string(),
  namespace: z.string(),
  publicKey: z.string(),
  roles: z.array(z.string()),
  createdAt: z.string(),
  lastLoggedIn: z.optional(z.string()),
  profile: userProfileSchema,
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** A logged-in device; it lasts 21 days from its last use. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  accessedAt: z.string(),
  /** The encrypted device name. */
  device: z.string(),
  userAgent: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const registerCompleteAnswerSchema = z.object({
  user: accountUserSchema,
  session: accountSessionSchema,
  token: z.string(),
});
export type RegisterCompleteAnswer = z.infer<typeof registerCompleteAnswerSchema>;

export const loginCompleteAnswerSchema = z.object({
  session: accountSessionSchema,
  token: z.string(),
});
export type LoginCompleteAnswer = z.infer<typeof loginCompleteAnswerSchema>;

/** `GET /users/@me`: the token's user and session. */
export const meAnswerSchema = z.object({ user: accountUserSchema, session: accountSessionSchema });
export type MeAnswer = z.infer<typeof meAnswerSchema>;
/** `GET /users/{userId}`: the movie-web client asks it before deleting the account. */
export const userAnswerSchema = z.object({ user: accountUserSchema });
export type UserAnswer = z.infer<typeof userAnswerSchema>;

/** `PATCH /users/{userId}`. */
export const userPatchBodySchema = z.object({
  profile: z.optional(userProfileSchema),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type UserPatchBody = z.input<typeof userPatchBodySchema>;

/** `PATCH /sessions/{sessionId}`: the new encrypted device name. */
export const sessionPatchBodySchema = z.object({ deviceName: z.optional(deviceSchema) });
export type SessionPatchBody = z.input<typeof sessionPatchBodySchema>;

/** What a delete of a user or a session answers: the id that is gone. */
export const deletedIdAnswerSchema = z.object({ id: z.string() });
export type DeletedIdAnswer = z.infer<typeof deletedIdAnswerSchema>;

export const userIdParamsSchema = z.object({ userId: z.string().check(z.minLength(1)) });
export const sessionIdParamsSchema = z.object({ sessionId: z.string().check(z.minLength(1)) });

/** The account calls: registration, login, the user, its sessions. */
export const accountsRoutes = defineRoutes({
  registerStart: {
    method: 'POST',
    path: '/auth/register/start',
    summary: 'Starts a registration (10 per 10 minutes per address)',
    auth: 'public',
    body: registerStartBodySchema,
    answer: challengeIssuedSchema,
  },
  registerComplete: {
    method: 'POST',
    path: '/auth/register/complete',
    summary: 'Creates the user with the signed challenge and logs it in',
    auth: 'public',
    body: registerCompleteBodySchema,
    answer: registerCompleteAnswerSchema,
  },
  loginStart: {
    method: 'POST',
    path: '/auth/login/start',
    summary: 'Starts a login; 401 when no user has the key (20 per 10 minutes per address)',
    auth: 'public',
    body: loginStartBodySchema,
    answer: challengeIssuedSchema,
  },
  loginComplete: {
    method: 'POST',
    path: '/auth/login/complete',
    summary: 'Opens a session with the signed challenge',
    auth: 'public',
    body: loginCompleteBodySchema,
    answer: loginCompleteAnswerSchema,
  },
  me: {
    method: 'GET',
    path: '/users/@me',
    summary: "The token's user and session",
    auth: 'user',
    answer: meAnswerSchema,
  },
  user: {
    method: 'GET',
    path: '/users/:userId',
    summary: 'The user itself (the movie-web client asks it before deleting the account)',
    auth: 'user',
    params: userIdParamsSchema,
    answer: userAnswerSchema,
  },
  updateUser: {
    method: 'PATCH',
    path: '/users/:userId',
    summary: 'Changes the profile or name',
    auth: 'user',
    params: userIdParamsSchema,
    body: userPatchBodySchema,
    answer: accountUserSchema,
  },
  deleteUser: {
    method: 'DELETE',
    path: '/users/:userId',
    summary: 'Deletes the user with its sessions, bookmarks, progress and settings',
    auth: 'user',
    params: userIdParamsSchema,
    answer: deletedIdAnswerSchema,
  },
  sessions: {
    method: 'GET',
    path: '/users/:userId/sessions',
    summary: "The user's sessions",
    auth: 'user',
    params: userIdParamsSchema,
    answer: z.array(accountSessionSchema),
  },
  renameSession: {
    method: 'PATCH',
    path: '/sessions/:sessionId',
    summary: "Renames one of the token user's sessions",
    auth: 'user',
    params: sessionIdParamsSchema,
    body: sessionPatchBodySchema,
    answer: accountSessionSchema,
  },
  deleteSession: {
    method: 'DELETE',
    path: '/sessions/:sessionId',
    summary: "Logs out one of the token user's sessions",
    auth: 'user',
    params: sessionIdParamsSchema,
    answer: deletedIdAnswerSchema,
  },
});
