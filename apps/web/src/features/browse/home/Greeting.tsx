import { greetingKey, type Greeting as GreetingChoice } from '@screenroom/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function useGreetingText(choice: GreetingChoice): string {
  const { t } = useTranslation('home');
  if (choice.kind === 'special') return t(`greeting.special.${choice.day}`);
  if (choice.kind === 'regular') return t(`greeting.regular.${choice.period}`);
  const phrases = t(`greeting.alternative.${choice.period}`, { returnObjects: true }) as string[];
  return (
    phrases[Math.floor(choice.pick * phrases.length)] ?? t(`greeting.regular.${choice.period}`)
  );
}

/** The title greets by time of day, chosen once per visit. */
export function Greeting({ now }: { now?: Date }) {
  const [choice] = useState(() => greetingKey(now ?? new Date(), Math.random));
  const text = useGreetingText(choice);
  return (
    <h1 className="text-center text-3xl font-bold tracking-tight text-text sm:text-4xl lg:text-5xl">
      {text}
    </h1>
  );
}
