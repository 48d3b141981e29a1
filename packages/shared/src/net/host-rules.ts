// SIGHTLINE_HOST_RULES lets tests (and intranet installs) point a name at a local server, in the
// syntax of Chromium's --host-resolver-rules: "MAP shop.test 127.0.0.1:4567, MAP blog.test 127.0.0.1".
// The same rules are applied by the crawler's egress proxy (for everything Chromium opens) and to
// the server's own requests, and the SSRF guard still judges the address a name is mapped to.

export interface HostRule {
  host: string;
  targetHost: string;
  targetPort: number | null;
}

const RULE = /^MAP\s+([a-z0-9.-]+)\s+([a-z0-9.-]+|\[[0-9a-f:]+\])(?::(\d{1,5}))?$/i;

export function parseHostRules(text: string | undefined): HostRule[] {
  if (!text || text.trim() === '') return [];
  return text.split(',').map((raw) => {
    const match = RULE.exec(raw.trim());
    const port = match?.[3] === undefined ? null : Number(match[3]);
    if (!match || (port !== null && (port < 1 || port > 65535))) {
      throw new Error(`Invalid host rule "${raw.trim()}": expected "MAP <host> <address>[:<port>]"`);
    }
    return { host: match[1]!.toLowerCase(), targetHost: match[2]!.replace(/^\[|\]$/g, ''), targetPort: port };
  });
}

/** Where a connection to hostname:port really goes. */
export function mapHost(hostname: string, port: number, rules: readonly HostRule[]): { host: string; port: number } {
  const rule = rules.find((candidate) => candidate.host === hostname.toLowerCase());
  return rule ? { host: rule.targetHost, port: rule.targetPort ?? port } : { host: hostname, port };
}
