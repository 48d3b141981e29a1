export * from './devices';
export * from './domain';
export * from './wcag';
