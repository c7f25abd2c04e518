import type { DeclaredCredential } from '@screenroom/providers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceCredentialsStore } from '../../../shared/stores/source-credentials.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { SettingsCard } from '../SettingsSection.tsx';
import { CredentialFieldInput, isUsableCredentialValue } from './CredentialFieldInput.tsx';
import { credentialHelpText, credentialStatusText } from './credential-texts.ts';
import { useCredentialTest } from './hooks/useCredentialTest.ts';

const noValues: Readonly<Record<string, string>> = {};

/** A provider's credential: its fields, saved as typed, and its connection test. */
export function SourceCredentialCard({ credential }: { credential: DeclaredCredential }) {
  const { t } = useTranslation('settings');
  const stored = useSourceCredentialsStore((state) => state.credentials[credential.providerId]);
  const setValue = useSourceCredentialsStore((state) => state.setCredentialValue);
  const values = useMemo(() => stored ?? noValues, [stored]);
  const { status, test } = useCredentialTest(credential, values);
  const usable = credential.fields.every((field) =>
    isUsableCredentialValue(field, values[field.key] ?? ''),
  );
  const failed = status === 'error' || status === 'api_down' || status === 'invalid_token';

  return (
    <SettingsCard title={credential.name} description={t(credentialHelpText[credential.helpKey])}>
      <div className="space-y-4">
        {credential.fields.map((field) => (
          <CredentialFieldInput
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            onChange={(value) => setValue(credential.providerId, field.key, value)}
          />
        ))}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button onClick={test} disabled={status === 'testing' || !usable}>
            {t('sourceCredentials.test')}
          </Button>
          <p
            role="status"
            className={`text-sm ${
              failed ? 'text-red-300' : status === 'success' ? 'text-green-300' : 'text-text-dim'
            }`}
          >
            {t(credentialStatusText[status], { name: credential.name })}
          </p>
        </div>
      </div>
    </SettingsCard>
  );
}
