export * from './analyses';
export * from './auth-tokens';
export * from './entitlements';
export * from './ideas';
export * from './one-time-tokens';
export * from './subscriptions';
export * from './surveys';
export * from './users';
