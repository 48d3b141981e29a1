import type { CDPSession } from 'playwright-core';
import type { ElementRef } from '../../types';

export interface AxNodeFacts {
  element: ElementRef;
  /** The `role` attribute as written, or null. */
  roleAttribute: string | null;
  /** Chromium's computed role, e.g. `DisclosureTriangle`, `button`; null when ignored. */
  role: string | null;
  /** Computed accessible name (accname 1.2 as implemented by Chromium). */
  name: string;
  /** Not in the accessibility tree (hidden, display:none, aria-hidden...). */
  ignored: boolean;
}

interface RemoteObject {
  objectId?: string;
}

/**
 * Computed accessibility facts for the elements an expression selects, read from Chromium's own
 * accessibility tree: names and roles are what assistive technology gets, not a re-implementation.
 * The expression runs in the page and must evaluate to an array of elements.
 */
export async function axNodesFor(cdp: CDPSession, expression: string): Promise<AxNodeFacts[]> {
  const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: false })) as { result: RemoteObject };
  if (!result.objectId) return [];
  try {
    const { result: properties } = (await cdp.send('Runtime.getProperties', { objectId: result.objectId, ownProperties: true })) as {
      result: Array<{ name: string; value?: RemoteObject }>;
    };
    const elements = properties.filter((property) => /^\d+$/.test(property.name) && property.value?.objectId).map((property) => property.value!.objectId!);
    const facts: AxNodeFacts[] = [];
    for (const objectId of elements) {
      const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { objectId, fetchRelatives: false })) as {
        nodes: Array<{ ignored: boolean; role?: { value?: string }; name?: { value?: string } }>;
      };
      const { result: described } = (await cdp.send('Runtime.callFunctionOn', {
        objectId,
        functionDeclaration: 'function () { return { element: window.sightlineDescribe(this), roleAttribute: this.getAttribute("role") }; }',
        returnByValue: true,
      })) as { result: { value: { element: ElementRef; roleAttribute: string | null } } };
      const node = nodes[0];
      const ignored = !node || node.ignored;
      facts.push({
        ...described.value,
        role: ignored ? null : (node.role?.value ?? null),
        name: ignored ? '' : String(node.name?.value ?? ''),
        ignored,
      });
    }
    return facts;
  } finally {
    await cdp.send('Runtime.releaseObject', { objectId: result.objectId }).catch(() => undefined);
  }
}
