export * from './status';
export * from './envelope';
export * from './fields';
export * from './newsletter';
export * from './kanban';
export * from './account';
export * from './warranty';
export * from './content';
