export { isNonPublicAddress } from './address';
export { assertPublicUrl, BlockedTargetError, createGuardedLookup, resolvePublicHost, UnresolvableHostError, type GuardOptions } from './guard';
export { mapHost, parseHostRules, type HostRule } from './host-rules';
