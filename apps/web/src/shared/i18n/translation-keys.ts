import type { ParseKeys } from 'i18next';
import type about from '../../locales/en/about.json';
import type account from '../../locales/en/account.json';
import type admin from '../../locales/en/admin.json';
import type common from '../../locales/en/common.json';
import type details from '../../locales/en/details.json';
import type dev from '../../locales/en/dev.json';
import type discover from '../../locales/en/discover.json';
import type discoverMore from '../../locales/en/discoverMore.json';
import type home from '../../locales/en/home.json';
import type layout from '../../locales/en/layout.json';
import type migration from '../../locales/en/migration.json';
import type onboarding from '../../locales/en/onboarding.json';
import type player from '../../locales/en/player.json';
import type settings from '../../locales/en/settings.json';
import type staticPages from '../../locales/en/static.json';
import type sync from '../../locales/en/sync.json';

/**
 * The English files are the keys' one source: `t()` and `<Trans>` accept only keys they hold, so
 * tsc rejects a key no file has. The types follow the files as they change; a new namespace file
 * needs its two lines here (test/i18n-keys.test.ts checks that every English file has them).
 */
export interface EnglishResources {
  about: typeof about;
  account: typeof account;
  admin: typeof admin;
  common: typeof common;
  details: typeof details;
  dev: typeof dev;
  discover: typeof discover;
  discoverMore: typeof discoverMore;
  home: typeof home;
  layout: typeof layout;
  migration: typeof migration;
  onboarding: typeof onboarding;
  player: typeof player;
  settings: typeof settings;
  static: typeof staticPages;
  sync: typeof sync;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishResources;
    returnNull: false;
  }
}

export type TranslationNamespace = keyof EnglishResources;

/** Every key of one namespace, as `t()` of `useTranslation(namespace)` takes it. */
export type TranslationKey<Ns extends TranslationNamespace> = ParseKeys<Ns>;

type PrefixesWith<
  Key,
  Keys,
  First extends string,
  Second extends string,
> = Key extends `${infer Prefix}.${First}`
  ? `${Prefix}.${Second}` extends Keys
    ? Prefix
    : never
  : never;

/** The prefixes `P` under which a namespace holds both `P.{First}` and `P.{Second}`. */
export type KeyPrefixWith<
  Ns extends TranslationNamespace,
  First extends string,
  Second extends string,
> = PrefixesWith<TranslationKey<Ns>, TranslationKey<Ns>, First, Second>;
