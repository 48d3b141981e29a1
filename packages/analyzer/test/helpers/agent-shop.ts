// The task agents' fixture shop (test/fixtures/agent-shop): clean/, and the obstacles variant, which
// serves obstacles/'s files in place of clean/'s where it has them.
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { startStaticServer, type StaticServer } from './static-server';

export const AGENT_SHOP = join(import.meta.dirname, '../fixtures/agent-shop');

export function startAgentShop(variant: 'clean' | 'obstacles'): Promise<StaticServer> {
  const overlay = join(AGENT_SHOP, 'obstacles');
  return startStaticServer(join(AGENT_SHOP, 'clean'), [
    async (request, response) => {
      if (variant === 'clean') return false;
      const file = normalize(join(overlay, new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(overlay) || !(await stat(file).then((s) => s.isFile(), () => false))) return false;
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(await readFile(file));
      return true;
    },
  ]);
}
