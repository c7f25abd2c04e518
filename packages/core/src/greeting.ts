import { GREETING_ALTERNATIVE_CHANCE } from './constants.ts';

export type GreetingPeriod = 'morning' | 'day' | 'night';
export type GreetingSpecialDay = '420' | '69';

export type Greeting =
  | { kind: 'special'; day: GreetingSpecialDay }
  | { kind: 'regular'; period: GreetingPeriod }
  | { kind: 'alternative'; period: GreetingPeriod; pick: number };

export function greetingPeriod(now: Date): GreetingPeriod {
  const hour = now.getHours();
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 19) return 'day';
  return 'night';
}

export function specialDay(now: Date): GreetingSpecialDay | null {
  const month = now.getMonth() + 1;
  const day = now.getDate();
  if (month === 4 && day === 20) return '420';
  if (month === 6 && day === 9) return '69';
  return null;
}

/**
 * Local time of the viewer. A special day replaces the usual greeting outright. Otherwise
 * `random()` decides whether to use an alternative phrase; `pick` (from a second draw, in [0, 1))
 * lets the web choose one phrase from its list of alternatives.
 */
export function greetingKey(now: Date, random: () => number): Greeting {
  const special = specialDay(now);
  if (special !== null) return { kind: 'special', day: special };
  const period = greetingPeriod(now);
  if (random() < GREETING_ALTERNATIVE_CHANCE)
    return { kind: 'alternative', period, pick: random() };
  return { kind: 'regular', period };
}
