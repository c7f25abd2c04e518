import { useTranslation } from 'react-i18next';
import { AccountCard, primaryButton } from './AccountCard.tsx';
import { PassphraseDisplay } from './PassphraseDisplay.tsx';
import { StepIndicator } from './StepIndicator.tsx';

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
        <button type="button" onClick={onNext} className={primaryButton}>
          {t('passphrase.next')}
        </button>
      </div>
    </AccountCard>
  );
}
