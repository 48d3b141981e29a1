import { createHmac } from 'node:crypto';

/** Keyed, so the stored value cannot be reversed by hashing every IPv4 address. */
export function hashIp(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(ip).digest('base64url');
}
