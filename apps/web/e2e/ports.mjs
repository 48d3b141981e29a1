// Ports and test host names of the e2e stack, derived from E2E_PORT so the server, the mail catcher
// and the tests agree.
export const serverPort = Number(process.env.E2E_PORT ?? 3100);
export const smtpPort = serverPort + 1;
export const mailboxPort = serverPort + 2;

/** Mapped by SIGHTLINE_HOST_RULES to the e2e server itself, so it resolves and answers. */
export const reachableHost = 'reachable-e2e.test';
/** Mapped to a port nothing listens on, so it resolves but never answers. */
export const unreachableHost = 'unreachable-e2e.test';
export const hostRules = `MAP ${reachableHost} 127.0.0.1:${serverPort}, MAP ${unreachableHost} 127.0.0.1:9`;
