// The Lighthouse process (lab-process.ts): measures each page it is sent and answers with the
// measurement, the start and end of each run as they happen, or why it failed.
import { lighthouseRuns } from './lab-performance';
import { LabRunFailure, type LabReply, type LabRequest } from './lab-process';

const reply = (message: LabReply) => {
  if (process.connected) process.send!(message);
};

// The run's process went away (it ended, or was killed): nothing is left to measure for.
process.on('disconnect', () => process.exit());

process.on('message', (request: LabRequest) => {
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
