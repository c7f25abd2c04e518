import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/layout/PageFrame.tsx';
import { StepIndicator } from './StepIndicator.tsx';

export function OnboardingLayout({
  step,
  title,
  intro,
  children,
}: {
  step: 1 | 2;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <PageFrame>
      <div className="mx-auto max-w-3xl py-10 sm:py-16">
        <StepIndicator current={step} />
        <h1 className="text-center text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mx-auto mt-3 max-w-2xl text-center text-text-dim">{intro}</div>
        <div className="mt-8">{children}</div>
      </div>
    </PageFrame>
  );
}
