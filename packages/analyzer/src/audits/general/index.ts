import type { Audit, SiteAudit } from '../../types';
import { brokenLinks } from './broken-links';
import { canonical } from './canonical';
import { consoleErrors } from './console-errors';
import { crawlableRobots } from './crawlable-robots';
import { custom404 } from './custom-404';
import { documentTitle } from './document-title';
import { favicon } from './favicon';
import { headingOutline } from './heading-outline';
import { htmlLang } from './html-lang';
import { httpStatus } from './http-status';
import { httpsRedirect } from './https-redirect';
import { isHttps } from './is-https';
import { metaDescription } from './meta-description';
import { mixedContent } from './mixed-content';
import { robotsTxt } from './robots-txt';
import { securityHeaders } from './security-headers';
import { sitemapXml } from './sitemap-xml';
import { structuredData } from './structured-data';
import { titleUnique } from './title-unique';

export const generalAudits: Array<Audit | SiteAudit> = [
  isHttps,
  httpsRedirect,
  httpStatus,
  documentTitle,
  titleUnique,
  metaDescription,
  htmlLang,
  canonical,
  crawlableRobots,
  favicon,
  headingOutline,
  brokenLinks,
  consoleErrors,
  mixedContent,
  securityHeaders,
  structuredData,
  robotsTxt,
  sitemapXml,
  custom404,
] as Array<Audit | SiteAudit>;
