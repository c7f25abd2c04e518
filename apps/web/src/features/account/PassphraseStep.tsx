import { useTranslation } from 'react-i18next';
import { AccountCard } from './AccountCard.tsx';
import { PassphraseDisplay } from './PassphraseDisplay.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { Button } from '../../shared/ui/Button.tsx';

export function PassphraseStep({ mnemonic, onNext }: { mnemonic: string; onNext: () => void }) {
  const { t } = useTranslation('account');
  return (
    <AccountCard
      header={<StepIndicator current="passphrase" />}
      title={t('passphrase.title')}
      description={t('passphrase.description')}
    >
      <PassphraseDisplay mnemonic={mnemonic} />
      <div className="flex justify-end">
        <Button shape="pill" size="xl" onClick={onNext}>
          {t('passphrase.next')}
        </Button>
      </div>
    </AccountCard>
  );
}
