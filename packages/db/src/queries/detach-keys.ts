import { eq, isNotNull, ne, type Column, type SQL } from 'drizzle-orm';

/** Which browser's owner key to detach: the one signing out, or every one but the current browser's after a password reset. */
export type DetachKeys = { userId: string; ownerKeyHash: string } | { userId: string; exceptOwnerKeyHash: string | null };

/** The condition on a table's owner-key column that picks the keys `input` detaches. */
export function keysToDetach(ownerKeyHash: Column, input: DetachKeys): SQL {
  if ('ownerKeyHash' in input) return eq(ownerKeyHash, input.ownerKeyHash);
  return input.exceptOwnerKeyHash === null ? isNotNull(ownerKeyHash) : ne(ownerKeyHash, input.exceptOwnerKeyHash);
}
