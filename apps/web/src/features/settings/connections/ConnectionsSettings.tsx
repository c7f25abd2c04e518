import { useTranslation } from 'react-i18next';
import { tmdbProxyMatters } from '../../../shared/clients/tmdb-proxy.ts';
import { appConfig } from '../../../shared/config.ts';
import { sendHello, type HelloAnswer } from '../../../shared/extension/extension-hello.ts';
import { useExtensionStatus } from '../../../shared/extension/useExtensionStatus.ts';
import { PreferenceToggle } from '../PreferenceToggle.tsx';
import { SettingsCard, SettingsSection } from '../SettingsSection.tsx';
import { BackendUrlSetting } from './BackendUrlSetting.tsx';
import { ProxyWorkersSetting } from './ProxyWorkersSetting.tsx';
import { ScrapeLocationSetting } from './ScrapeLocationSetting.tsx';
import { SetupStatusCard } from './SetupStatusCard.tsx';

// One function for the page's life: the status hook restarts its polling when this changes.
const helloExtension = () => sendHello();

export function ConnectionsSettings({
  hello = helloExtension,
  tmdbApiUrl = appConfig.tmdbApiUrl,
}: {
  hello?: () => Promise<HelloAnswer | null>;
  /** The movie database's base; the proxy switch shows only when it is on another origin. */
  tmdbApiUrl?: string;
}) {
  const { t } = useTranslation('settings');
  const extension = useExtensionStatus(hello);
  return (
    <SettingsSection id="connections" title={t('sections.connections')}>
      <SetupStatusCard extension={extension} />
      <ScrapeLocationSetting />
      <BackendUrlSetting />
      <ProxyWorkersSetting />
      {tmdbProxyMatters(tmdbApiUrl, window.location.origin) ? (
        <SettingsCard>
          <PreferenceToggle preference="proxyTmdb" textKey="connections.proxyTmdb" />
        </SettingsCard>
      ) : null}
    </SettingsSection>
  );
}
