import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/route-patterns.ts): the path patterns of the app's routes. */
export const ROUTE_PATTERNS_FILE = '.sightline/route-patterns.json';

/**
 * A react-router path pattern (`/pricing`, `/report/:id?`, `/guides/*`) as the regular expression
 * react-router itself matches it with (its compilePath, with `end`): case-insensitive, trailing
 * slashes allowed, a parameter is one non-empty segment, an optional one may be left out, and a
 * trailing splat takes the rest of the path, or nothing.
 */
export function compileRoutePattern(pattern: string): RegExp {
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+(\?)?/g, (_, optional?: string) => (optional ? '(?:/[^\\/]*)?' : '/[^\\/]+'))
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  source += pattern.endsWith('*') ? '(?:\\/.+|\\/*)$' : '\\/*$';
  return new RegExp(source, 'i');
}

/**
 * The path the app routes on: as the browser's address has it (dot segments resolved), with each
 * segment percent-decoded as react-router decodes it (an encoded slash stays one).
 */
export function routedPath(requestPath: string): string {
  // A request path is origin-form (starts with "/"), so this URL cannot fail to parse.
  const path = requestPath.startsWith('/') ? new URL(`http://localhost${requestPath}`).pathname : requestPath;
  try {
    return path
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

export interface WebRoutes {
  /** Whether a route of the app (other than the catch-all that shows home) matches a request's path. */
  matches(requestPath: string): boolean;
}

/** The app's routes from the build, or null for a build made before the list was written. */
export function loadWebRoutes(distDir: string): WebRoutes | null {
  let patterns: string[];
  try {
    patterns = (JSON.parse(readFileSync(join(distDir, ROUTE_PATTERNS_FILE), 'utf8')) as { patterns: string[] }).patterns;
  } catch {
    return null;
  }
  const matchers = patterns.map(compileRoutePattern);
  return {
    matches(requestPath) {
      const path = routedPath(requestPath);
      return matchers.some((matcher) => matcher.test(path));
    },
  };
}
