import './zod-config';
export * from './status';
export * from './envelope';
export * from './fields';
export * from './safe-text';
export * from './strict-date';
export * from './problem';
export * from './newsletter';
export * from './kanban';
export * from './account';
export * from './warranty';
export * from './contact';
export * from './list-query';
export * from './catalog';
export * from './tester';
export * from './review';
export * from './content';
// The nine sites' languages: one list, kept with the texts (locales), shared from here.
export { LANGUAGES, type Lang } from '@voltline/locales/languages';
