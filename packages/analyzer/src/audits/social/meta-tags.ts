import type { HeadElements } from '../../gatherers/general/artifacts';

/** Content of the first meta tag with this property (Open Graph) or name (Twitter), trimmed. */
export function metaContent(head: HeadElements, key: string): string | null {
  const wanted = key.toLowerCase();
  const meta = head.metas.find((entry) => entry.property?.toLowerCase() === wanted || entry.name?.toLowerCase() === wanted);
  const content = meta?.content.trim();
  return content ? content : null;
}
