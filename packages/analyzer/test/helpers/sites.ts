import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer, type StaticServer } from './static-server';

export const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** The 50-page crawl fixture, with the sitemap's ORIGIN placeholder replaced by the server's origin. */
export async function startCrawlSite(): Promise<StaticServer> {
  const root = join(FIXTURES, 'crawl-site');
  let origin = '';
  const server = await startStaticServer(root, [
    async (request, response) => {
      if (request.url !== '/sitemap.xml') return false;
      const xml = await readFile(join(root, 'sitemap.xml'), 'utf8');
      response.writeHead(200, { 'content-type': 'application/xml' }).end(xml.replaceAll('ORIGIN', origin));
      return true;
    },
  ]);
  origin = server.url;
  return server;
}

export async function crawlSitePages(): Promise<string[]> {
  return JSON.parse(await readFile(join(FIXTURES, 'crawl-site', 'pages.json'), 'utf8')) as string[];
}
