import { declaredCredentials, type DeclaredCredential } from '@screenroom/providers';
import { useTranslation } from 'react-i18next';
import { SettingsSection } from '../SettingsSection.tsx';
import { SourceCredentialCard } from './SourceCredentialCard.tsx';

/**
 * A card for every credential a provider declares, so a provider that needs the viewer's key
 * appears here without this page knowing it.
 */
export function SourceCredentialsSettings({
  credentials = declaredCredentials,
}: {
  credentials?: readonly DeclaredCredential[];
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection id="sources" title={t('sections.sources')}>
      <p className="-mt-2 text-sm text-text-dim">{t('sourceCredentials.description')}</p>
      {credentials.map((credential) => (
        <SourceCredentialCard key={credential.providerId} credential={credential} />
      ))}
    </SettingsSection>
  );
}
