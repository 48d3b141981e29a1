export { isNonPublicAddress } from './address';
export { assertPublicUrl, BlockedTargetError, createGuardedLookup, resolvePublicHost, UnresolvableHostError, type GuardOptions } from './guard';
export { mapHost, parseHostRules, toChromiumHostRules, type HostRule } from './host-rules';
