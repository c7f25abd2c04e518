import type { TokenTestState } from '@screenroom/core';
import type { CredentialHelpKey, CredentialLabelKey } from '@screenroom/providers';
import type { TranslationKey } from '../../../shared/i18n/translation-keys.ts';

/** What the section shows about a credential: a test state, or before any test, or during one. */
export type CredentialStatus = TokenTestState | 'untested' | 'testing';

export const credentialLabelText = {
  serverUrl: 'sourceCredentials.fields.serverUrl',
  apiKey: 'sourceCredentials.fields.apiKey',
} as const satisfies Record<CredentialLabelKey, TranslationKey<'settings'>>;

export const credentialHelpText = {
  jellyfin: 'sourceCredentials.help.jellyfin',
} as const satisfies Record<CredentialHelpKey, TranslationKey<'settings'>>;

export const credentialStatusText = {
  untested: 'sourceCredentials.status.untested',
  testing: 'sourceCredentials.status.testing',
  unset: 'sourceCredentials.status.unset',
  success: 'sourceCredentials.status.success',
  error: 'sourceCredentials.status.error',
  api_down: 'sourceCredentials.status.apiDown',
  invalid_token: 'sourceCredentials.status.invalidToken',
} as const satisfies Record<CredentialStatus, TranslationKey<'settings'>>;
