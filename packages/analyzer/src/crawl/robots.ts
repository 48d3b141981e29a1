// robots.txt as Google reads it (RFC 9309): the group for the most specific matching user agent, then
// the longest matching rule wins, Allow winning a tie; `*` and `$` are wildcards.

interface Rule {
  allow: boolean;
  pattern: string;
}

export interface RobotsRules {
  isAllowed(url: string): boolean;
  sitemaps: string[];
}

export function parseRobots(body: string, userAgent = 'sightline'): RobotsRules {
  const groups: Array<{ agents: string[]; rules: Rule[] }> = [];
  const sitemaps: string[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  let lastWasAgent = false;
  for (const rawLine of body.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*/, '').trim();
    const match = /^([a-z-]+)\s*:\s*(.*)$/i.exec(line);
    if (!match) continue;
    const field = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (field === 'sitemap') {
      if (value) sitemaps.push(value);
    } else if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    } else if ((field === 'allow' || field === 'disallow') && current) {
      // An empty Disallow allows everything; it adds no rule.
      if (value) current.rules.push({ allow: field === 'allow', pattern: value });
    }
    lastWasAgent = false;
  }
  const agent = userAgent.toLowerCase();
  const specific = groups.filter((group) => group.agents.some((name) => name !== '*' && agent.includes(name)));
  const chosen = specific.length > 0 ? specific : groups.filter((group) => group.agents.includes('*'));
  const rules = chosen.flatMap((group) => group.rules);

  return {
    sitemaps,
    isAllowed(url: string) {
      const parsed = new URL(url);
      const path = decodeSafe(parsed.pathname) + parsed.search;
      let best: Rule | null = null;
      for (const rule of rules) {
        if (!matches(rule.pattern, path)) continue;
        if (!best || rule.pattern.length > best.pattern.length || (rule.pattern.length === best.pattern.length && rule.allow)) best = rule;
      }
      return best ? best.allow : true;
    },
  };
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const regex = new RegExp(`^${body.split('*').map(escape).join('.*')}${anchored ? '$' : ''}`);
  return regex.test(decodeSafe(path));
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
