import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { isNonPublicAddress } from './address';

export class BlockedTargetError extends Error {
  readonly code = 'BLOCKED_TARGET';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolves to ${address}, a private, loopback or link-local address that Sightline does not analyse`);
    this.name = 'BlockedTargetError';
  }
}

export class UnresolvableHostError extends Error {
  readonly code = 'UNRESOLVABLE_HOST';
  constructor(readonly hostname: string, cause?: unknown) {
    super(`${hostname} could not be resolved`, { cause });
    this.name = 'UnresolvableHostError';
  }
}

export interface GuardOptions {
  /** Allow private, loopback and link-local targets (tests, or analysing your own intranet). */
  allowPrivate: boolean;
  /** DNS resolver; defaults to the system resolver (getaddrinfo, so /etc/hosts applies). */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
}

const systemLookup = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Resolves a hostname and refuses it when any of its addresses is not public. Every address is
 * checked, not just the first, because a client may connect to any of them.
 */
export async function resolvePublicHost(hostname: string, options: GuardOptions): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch (error) {
      throw new UnresolvableHostError(host, error);
    }
    if (addresses.length === 0) throw new UnresolvableHostError(host);
  }
  if (!options.allowPrivate) {
    const bad = addresses.find((entry) => isNonPublicAddress(entry.address));
    if (bad) throw new BlockedTargetError(host, bad.address);
  }
  return addresses;
}

/** Checks the host of a URL; throws for a non-http(s) scheme or a refused address. */
export async function assertPublicUrl(url: string | URL, options: GuardOptions): Promise<URL> {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new BlockedTargetError(parsed.hostname || String(url), `${parsed.protocol} scheme`);
  }
  await resolvePublicHost(parsed.hostname, options);
  return parsed;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http/https agents and sockets that applies the guard at connect time, so a
 * DNS answer that changes between the check and the connection (rebinding) cannot slip through.
 */
export function createGuardedLookup(options: GuardOptions) {
  return (hostname: string, lookupOptions: { all?: boolean }, callback: LookupCallback): void => {
    resolvePublicHost(hostname, options).then(
      (addresses) => {
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
