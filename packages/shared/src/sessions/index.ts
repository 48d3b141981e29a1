export * from './agenda';
export * from './board';
