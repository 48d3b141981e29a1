// One page per way a page can open a connection. Each page tries every private origin, then calls
// /done so its held image (and with it the load event) is released: the analysis only goes on once
// the attack has been tried.
import { CROSS_SITE, REBIND_HOST, SITE } from './hostile-lab';

function page(id: string, body: string, script: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${id}</title>${head}</head>
<body><h1>Attack: ${id}</h1>${body}<script>
const done = () => fetch(${JSON.stringify(SITE)} + '/done?id=${id}', { mode: 'no-cors' }).catch(() => undefined);
${script}
</script><img alt="" width="1" height="1" src="${SITE}/hold?id=${id}"></body></html>`;
}

/** Opens a WebSocket to every origin (plain and TLS); resolves when each has failed, closed or opened. */
const SOCKETS = `const sockets = (origins) => Promise.all(origins.flatMap((origin) => ['ws', 'wss'].map((scheme) => new Promise((settle) => {
  try { const ws = new WebSocket(scheme + '://' + origin + '/'); ws.onerror = ws.onclose = ws.onopen = () => settle(); } catch { settle(); }
}))));`;

const FETCHES = `const fetches = (origins) => Promise.allSettled(origins.flatMap((origin) => [
  fetch('http://' + origin + '/', { mode: 'no-cors' }),
  fetch('/redirect?to=' + encodeURIComponent('http://' + origin + '/'), { mode: 'no-cors' }),
]));`;

/** Every attack page and worker script of the lab, by path; `origins` are the private listener's. */
export function attackPages(origins: string[], privatePort: number): Record<string, string> {
  const list = JSON.stringify(origins);
  const first = origins[0]!;
  return {
    '/ws-page': page('ws-page', '', `${SOCKETS}\nsockets(${list}).then(done);`),

    '/ws-worker': page('ws-worker', '', `const worker = new Worker('/ws-worker.js'); worker.onmessage = done; worker.onerror = done;`),
    '/ws-worker.js': `${SOCKETS}\nsockets(${list}).then(() => postMessage('tried'));`,

    '/ws-shared-worker': page('ws-shared-worker', '', `const shared = new SharedWorker('/ws-shared.js'); shared.port.onmessage = done; shared.port.start(); shared.onerror = done;`),
    '/ws-shared.js': `${SOCKETS}\nonconnect = (event) => sockets(${list}).then(() => event.ports[0].postMessage('tried'));`,

    '/fetch-shared-worker': page('fetch-shared-worker', '', `const shared = new SharedWorker('/fetch-shared.js'); shared.port.onmessage = done; shared.port.start(); shared.onerror = done;`),
    '/fetch-shared.js': `${FETCHES}\nonconnect = (event) => fetches(${list}).then(() => event.ports[0].postMessage('tried'));`,

    // A different site, so Chromium puts the frame in its own (out-of-process) renderer.
    '/ws-cross-frame': page('ws-cross-frame', `<iframe title="ads" src="${CROSS_SITE}/ws-frame" width="300" height="100"></iframe>`, ''),
    '/ws-frame': `<!doctype html><title>frame</title><script>${SOCKETS}\nsockets(${list}).then(() => fetch('${SITE}/done?id=ws-cross-frame', { mode: 'no-cors' }));</script>`,

    // The frame's image, fetch and nested frame all follow redirects to the private service; the
    // nested frames are large, so a rendered private page would fill the full-page screenshot.
    '/oopif-redirects': page('oopif-redirects', `<iframe title="ads" src="${CROSS_SITE}/redirect-frame" width="1000" height="1400"></iframe>`, ''),
    '/redirect-frame': `<!doctype html><title>frame</title><body style="margin:0">
${origins.map((origin) => `<img alt="" width="20" height="20" src="/redirect?to=${encodeURIComponent(`http://${origin}/pixel.png`)}">`).join('')}
<iframe title="nested" src="/redirect?to=${encodeURIComponent(`http://${first}/`)}" width="900" height="600"></iframe>
<iframe title="direct" src="http://${first}/" width="900" height="600"></iframe>
<script>${FETCHES}\nonload = () => fetches(${list}).then(() => fetch('${SITE}/done?id=oopif-redirects', { mode: 'no-cors' }));</script></body>`,

    '/window-open': page(
      'window-open',
      '',
      `for (const origin of ${list}) { window.open('/redirect?to=' + encodeURIComponent('http://' + origin + '/')); window.open('http://' + origin + '/'); }
setTimeout(done, 2000);`,
    ),

    // TURN and STUN on the private port over UDP and TCP: ICE gathering sends to every one of them.
    '/webrtc': page(
      'webrtc',
      '',
      `const servers = ['127.0.0.1', 'localhost'].flatMap((host) => ['stun:' + host + ':${privatePort}', 'turn:' + host + ':${privatePort}?transport=udp', 'turn:' + host + ':${privatePort}?transport=tcp']);
const peer = new RTCPeerConnection({ iceServers: [{ urls: servers, username: 'user', credential: 'secret' }] });
peer.createDataChannel('probe');
peer.onicegatheringstatechange = () => { if (peer.iceGatheringState === 'complete') done(); };
peer.createOffer().then((offer) => peer.setLocalDescription(offer));
setTimeout(done, 6000);`,
    ),

    '/preconnect': page(
      'preconnect',
      '',
      `setTimeout(done, 2000);`,
      origins
        .flatMap((origin) => [
          `<link rel="preconnect" href="http://${origin}">`,
          `<link rel="preconnect" href="https://${origin}" crossorigin>`,
          `<link rel="dns-prefetch" href="//${origin}">`,
          `<link rel="prefetch" href="http://${origin}/prefetched">`,
        ])
        .join(''),
    ),

    // WebTransport is HTTP/3, so UDP, and needs a secure context: served from http://localhost:<site
    // port>. Without the proxy it sent 5 datagrams to the private port, --disable-quic or not.
    '/webtransport': page(
      'webtransport',
      '',
      `Promise.allSettled(['127.0.0.1', 'localhost'].map((host) => new WebTransport('https://' + host + ':${privatePort}/').ready)).then(done);`,
    ),

    // ftp is gone from Chromium and file: is refused to web pages; neither must reach anything.
    '/schemes': page(
      'schemes',
      `<iframe title="ftp" src="ftp://${first}/"></iframe><img alt="" src="ftp://${first}/x.png"><iframe title="file" src="file:///etc/passwd"></iframe>`,
      `Promise.allSettled([fetch('ftp://${first}/'), fetch('file:///etc/passwd')]).then(() => setTimeout(done, 500));`,
    ),

    // Served from http://localhost:<site port> (a secure context, so service workers are allowed).
    '/sw-page': page(
      'sw-page',
      '',
      `navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).catch(() => done());
navigator.serviceWorker.onmessage = done;`,
    ),
    '/sw.js': `${FETCHES}
self.addEventListener('activate', (event) => event.waitUntil(fetches(${list}).then(() => self.clients.matchAll({ includeUncontrolled: true })).then((clients) => clients.forEach((client) => client.postMessage('tried')))));`,

    // Every request after the first finds rebind.example at another (private) address.
    '/rebind': page('rebind', '', `Promise.allSettled([1, 2, 3].map((i) => fetch('/again?' + i))).then(done);`),

    // Everything a page in the Lighthouse tab can do in one page: popups, worker fetches, WebSockets.
    '/lab-attacks': page(
      'lab-attacks',
      '',
      `${SOCKETS}
for (const origin of ${list}) window.open('/redirect?to=' + encodeURIComponent('http://' + origin + '/'));
const worker = new Worker('/fetch-worker.js');
const tried = new Promise((resolve) => { worker.onmessage = resolve; worker.onerror = resolve; });
if (navigator.serviceWorker) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
Promise.all([tried, sockets(${list})]).then(done);`,
    ),
    '/fetch-worker.js': `${FETCHES}\nfetches(${list}).then(() => postMessage('tried'));`,
  };
}

export const REBIND_PAGE = (port: number) => `http://${REBIND_HOST}:${port}/rebind`;
