export * from './domain';
export * from './wcag';
