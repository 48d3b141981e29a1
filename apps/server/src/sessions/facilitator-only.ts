import * as Y from 'yjs';
import { PROTECTED_MAPS } from '@sightline/shared/sessions';

/**
 * Whether an update from a participant would change one of the board's protected maps (`meta`:
 * phase, timer, votes revealed, dots each; `targets`: what notes may link to): only the facilitator may. A map entry's parent is written out only when
 * it has no neighbour; otherwise it is its origin's, found in the document or earlier in the same
 * update. Deleting an entry is checked too.
 */
export function touchesProtected(doc: Y.Doc, update: Uint8Array): boolean {
  const maps = new Set<unknown>(PROTECTED_MAPS.map((name) => doc.getMap(name)));
  const names = new Set<string>(PROTECTED_MAPS);
  const { structs, ds } = Y.decodeUpdate(update);
  const isMetaItem = (id: Y.ID | null): boolean | null => {
    if (id === null) return false;
    const inUpdate = metaInUpdate.get(`${id.client}:${id.clock}`);
    if (inUpdate !== undefined) return inUpdate;
    try {
      const item = Y.getItem(doc.store, id);
      return item instanceof Y.Item && maps.has(item.parent);
    } catch {
      // Not in the document (yet): maybe an item of this update not resolved so far.
      return null;
    }
  };
  const metaInUpdate = new Map<string, boolean>();
  let unresolved = structs.filter((struct): struct is Y.Item => struct instanceof Y.Item);
  // Origins may point at later structs of the update: resolve in passes until nothing changes.
  for (let pass = 0; pass < 4 && unresolved.length > 0; pass += 1) {
    const left: Y.Item[] = [];
    for (const item of unresolved) {
      const parent = item.parent as unknown;
      let answer: boolean | null;
      if (typeof parent === 'string') answer = names.has(parent);
      else if (parent !== null) answer = false;
      else answer = isMetaItem(item.origin) ?? isMetaItem(item.rightOrigin);
      if (answer === true) return true;
      if (answer === null) left.push(item);
      else metaInUpdate.set(`${item.id.client}:${item.id.clock}`, false);
    }
    if (left.length === unresolved.length) break;
    unresolved = left;
  }
  for (const [client, ranges] of ds.clients) {
    const structsOfClient = doc.store.clients.get(client);
    if (!structsOfClient) continue;
    for (const { clock, len } of ranges) {
      let index: number;
      try {
        index = Y.findIndexSS(structsOfClient, clock);
      } catch {
        continue;
      }
      for (; index < structsOfClient.length && structsOfClient[index]!.id.clock < clock + len; index += 1) {
        const struct = structsOfClient[index]!;
        if (struct instanceof Y.Item && maps.has(struct.parent)) return true;
      }
    }
  }
  return false;
}
