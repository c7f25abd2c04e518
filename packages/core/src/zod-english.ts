import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * Core's schemas are zod/mini, which leaves zod's English error messages out (its issues then say
 * only "Invalid input"). A program that passes those messages on to people, as the extension's
 * answers do, turns them on once at start; classic zod turns them on itself wherever it loads.
 */
export function enableEnglishZodMessages(): void {
  config(en());
}
