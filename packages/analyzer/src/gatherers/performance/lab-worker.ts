// The Lighthouse thread (lab-thread.ts): measures each page it is sent and answers with the
// measurement, the start and end of each run as they happen, or why it failed.
import { parentPort } from 'node:worker_threads';
import { lighthouseRuns } from './lab-performance';
import { LabRunFailure, type LabReply, type LabRequest } from './lab-thread';

const port = parentPort!;
const reply = (message: LabReply) => port.postMessage(message);

// Loading Lighthouse takes seconds: it starts with the thread, while the run probes the site and
// starts the browser, rather than with the first measurement.
void Promise.all([import('lighthouse'), import('puppeteer-core')]).catch(() => undefined);

port.on('message', (request: LabRequest) => {
  lighthouseRuns(request.url, request.port, request.device, request.runs, (event) => reply({ id: request.id, event })).then(
    (measurement) => reply({ id: request.id, measurement }),
    (error: unknown) =>
      reply({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
        failedUrl: error instanceof LabRunFailure ? error.finalUrl : null,
      }),
  );
});
