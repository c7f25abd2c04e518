import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from './AccountCard.tsx';
import { verifyProblem, type VerifyProblem } from './account-validation.ts';
import { PassphraseInput } from './PassphraseInput.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { Button } from '../../shared/ui/Button.tsx';

export interface VerifyStepProps {
  mnemonic: string;
  onBack: () => void;
  onNext: () => void;
}

export function VerifyStep({ mnemonic, onBack, onNext }: VerifyStepProps) {
  const { t } = useTranslation('account');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<VerifyProblem | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = verifyProblem(mnemonic, typed);
    setProblem(found);
    if (found === null) onNext();
  }

  return (
    <AccountCard
      header={<StepIndicator current="verify" />}
      title={t('verify.title')}
      description={t('verify.description')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <PassphraseInput
          label={t('verify.label')}
          placeholder={t('verify.placeholder')}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setProblem(null);
          }}
          error={problem ? t(`verify.${problem}`) : null}
        />
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" shape="pill" size="xl" onClick={onBack}>
            {t('register.back')}
          </Button>
          <Button shape="pill" size="xl" type="submit">
            {t('verify.next')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
