/**
 * Account and sync tables. Times are epoch milliseconds in 64-bit integer columns, so both
 * dialects store and compare them the same way; JSON documents are text.
 */
export interface UsersTable {
  id: string;
  namespace: string;
  public_key: string;
  /** JSON array of role names. */
  roles: string;
  name: string | null;
  profile_color_a: string;
  profile_color_b: string;
  profile_icon: string;
  created_at: number;
  last_logged_in: number | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  device: string;
  user_agent: string;
  created_at: number;
  accessed_at: number;
  expires_at: number;
}

export interface ChallengeCodesTable {
  code: string;
  flow: 'registration' | 'login';
  created_at: number;
  expires_at: number;
}

export interface BookmarksTable {
  user_id: string;
  tmdb_id: string;
  /** JSON `{ title, year, poster?, type }`. */
  meta: string;
  updated_at: number;
}

export interface ProgressItemsTable {
  id: string;
  user_id: string;
  tmdb_id: string;
  /** '' for a movie: NULLs never collide in a unique index, and one item per key is the rule. */
  season_id: string;
  episode_id: string;
  season_number: number | null;
  episode_number: number | null;
  meta: string;
  duration: number;
  watched: number;
  updated_at: number;
}

export interface UserSettingsTable {
  user_id: string;
  /** JSON object of the synced setting fields the user has set. */
  settings: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  challenge_codes: ChallengeCodesTable;
  bookmarks: BookmarksTable;
  progress_items: ProgressItemsTable;
  user_settings: UserSettingsTable;
  server_secrets: ServerSecretsTable;
}
