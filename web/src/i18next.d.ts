import 'i18next';
import type { resources } from '@voltline/locales';

// Typed keys: t('home.hero_title') is checked against locales/us/common.json, the reference locale.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: (typeof resources)['us']['common'];
      status: (typeof resources)['us']['status'];
    };
  }
}
