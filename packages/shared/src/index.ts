export * from './devices';
export * from './domain';
export * from './wcag';
export * from './json-in-html';
