import type { TokenAttemptResult } from '@screenroom/core';
import type { Fetcher } from './fetcher.ts';
import { jellyfinCredential } from './sources/jellyfin-credential.ts';

/** Labels the app translates; a new one needs its text in the app before it compiles. */
export type CredentialLabelKey = 'serverUrl' | 'apiKey';
/** Explanations the app translates, one per provider that declares credentials. */
export type CredentialHelpKey = 'jellyfin';

export type CredentialField = {
  /** Where the value is kept, among the provider's values. */
  key: string;
  /** `url` is checked as an http(s) address; `secret` is hidden unless the viewer shows it. */
  kind: 'url' | 'secret';
  labelKey: CredentialLabelKey;
};

/**
 * A credential the viewer gives a provider. The settings page draws a field for each of its
 * fields and a connection test from `test`, which makes one attempt: the retry rule is core's.
 */
export type DeclaredCredential = {
  providerId: string;
  name: string;
  helpKey: CredentialHelpKey;
  fields: readonly CredentialField[];
  test(
    values: Readonly<Record<string, string>>,
    fetcher: Fetcher,
    signal?: AbortSignal,
  ): Promise<TokenAttemptResult>;
};

export const declaredCredentials: readonly DeclaredCredential[] = [jellyfinCredential];

/** Every value the credential declares, in field order, blank where none was given. */
export function credentialValues(
  credential: DeclaredCredential,
  values: Readonly<Record<string, string>> | undefined,
): string[] {
  return credential.fields.map((field) => values?.[field.key] ?? '');
}
