import { useTranslation } from 'react-i18next';
import { sendHello, type HelloAnswer } from '../../onboarding/extension-hello.ts';
import { useExtensionStatus } from '../../onboarding/hooks/useExtensionStatus.ts';
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
}: {
  hello?: () => Promise<HelloAnswer | null>;
}) {
  const { t } = useTranslation('settings');
  const extension = useExtensionStatus(hello);
  return (
    <SettingsSection id="connections" title={t('sections.connections')}>
      <SetupStatusCard extension={extension} />
      <ScrapeLocationSetting />
      <BackendUrlSetting />
      <ProxyWorkersSetting />
      <SettingsCard>
        <PreferenceToggle preference="proxyTmdb" textKey="connections.proxyTmdb" />
      </SettingsCard>
    </SettingsSection>
  );
}
