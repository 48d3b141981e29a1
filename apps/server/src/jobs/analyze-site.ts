import { mkdir, rm } from 'node:fs/promises';
import { Type } from 'typebox';
import { analyze, deadline, RunCancelled, RunError, type ProgressEvent, type Report } from '@sightline/analyzer';
import { completeAnalysis, failAbandonedAnalyses, failAnalysis, findAnalysis, setAnalysisNotifyEmail, startAnalysisAttempt, updateAnalysisProgress, type AnalysisProgress, type Db, type PageInProgress } from '@sightline/db';
import { ANALYSIS_DEVICES, ANALYSIS_MAX_ATTEMPTS, ABANDONED_AFTER_SECONDS, analysisQueueSettings, analysisTimeLimitSeconds, describeTimeLimit } from '../analysis/analysis-job-settings';
import { reportReadyEmail } from '../analysis/report-email';
import { analysisDir, relativizeScreenshots } from '../analysis/screenshots';
import type { Config } from '../config';
import { defineJob, type JobContext, type LostReason } from '../queue/job';
import { sendEmailJob } from './send-email';
import { emitAnalysisCompleted } from '../webhooks/analysis-completed';

/** Writes progress in order, never two at once, and lets the last write be awaited. */
function progressWriter(db: Db, id: string) {
  let chain = Promise.resolve();
  return {
    write(progress: AnalysisProgress) {
      // Stamped when it happened, not when its turn to be written comes.
      const at = new Date();
      chain = chain.then(() => updateAnalysisProgress(db, id, progress, at)).catch(() => undefined);
    },
    flush: () => chain,
  };
}

/**
 * Turns the analyzer's events into the stored progress. The crawler counts every link it discovers;
 * the progress bar counts the pages it will analyse, and the step each page being analysed is on
 * (the most recently moved page last, so the waitlist can name what is happening now).
 */
function progressTracker(maxPages: number): (event: ProgressEvent) => AnalysisProgress {
  const pages = new Map<string, PageInProgress>();
  const inProgress = () => [...pages.values()];
  return (event) => {
    switch (event.type) {
      case 'stage':
        // The run's steps come before and after the pages; a page the crawl did not keep (not HTML,
        // a redirect to a page already analysed) never reports done, so it is let go here.
        pages.clear();
        return { stage: event.stage, pagesInProgress: [] };
      case 'discovered':
        return { pagesFound: Math.min(event.found, maxPages) };
      case 'page-stage':
        pages.delete(event.url);
        pages.set(event.url, { url: event.url, device: event.device, stage: event.stage });
        return { pagesInProgress: inProgress() };
      case 'page-done':
        pages.delete(event.url);
        return { pagesDone: event.done, pagesFound: Math.min(event.found, maxPages), pagesInProgress: inProgress() };
      case 'page-start':
        return {};
    }
  };
}

// The email goes out through the send-email job: an SMTP hiccup is retried there, and this
// analysis is never run again for it. notifyEmail is cleared once the email is queued, so a job
// delivered again after a crash queues it only if it was not queued yet.
async function notify(context: JobContext & { config: Config }, analysisId: string) {
  const analysis = await findAnalysis(context.db, analysisId);
  if (!analysis?.notifyEmail) return;
  await context.send(sendEmailJob, { to: analysis.notifyEmail, ...(await reportReadyEmail(context.db, context.config.publicUrl, analysis)) });
  await setAnalysisNotifyEmail(context.db, analysisId, null);
}

const LOST_MESSAGES: Record<LostReason, string> = {
  'worker-stopped': 'The analysis stopped unexpectedly on every attempt (the worker running it ended). Please try again.',
  expired: 'The analysis did not stop at its time limit and was given up. Please try again.',
};
const ABANDONED_MESSAGE = 'The analysis was interrupted (the server stopped while it ran) and will not finish. Please try again.';

/** Crawls and audits one submitted site, storing progress as it goes and the report at the end. */
export const analyzeSiteJob = defineJob({
  name: 'analyze-site',
  schema: Type.Object({ analysisId: Type.String({ format: 'uuid' }) }),
  queue: analysisQueueSettings,
  concurrency: (config) => config?.analysisConcurrency ?? 1,
  async handle({ analysisId }, context, jobSignal) {
    const { config, db, log } = context;
    if (!config) throw new Error('analyze-site needs the server configuration in its job context');
    const existing = await findAnalysis(db, analysisId);
    if (!existing) return;
    // A job can be delivered again after its analysis finished (a worker died after the last
    // write): only the email may still be owed.
    if (existing.status === 'completed' || existing.status === 'failed') {
      await notify({ ...context, config }, analysisId);
      return;
    }
    const analysis = (await startAnalysisAttempt(db, analysisId))!;

    // A retry starts from an empty directory, so no screenshot of a dead attempt is served.
    const outputDir = analysisDir(config.dataDir, analysisId);
    await rm(outputDir, { recursive: true, force: true });
    await mkdir(outputDir, { recursive: true });

    const timeLimitSeconds = analysisTimeLimitSeconds(config);
    const progress = progressWriter(db, analysisId);
    const progressOf = progressTracker(analysis.request.maxPages);
    // The analyzer's deadline (a plain timer; see there why not AbortSignal.timeout), ended early by the job's signal.
    const limit = deadline(timeLimitSeconds * 1000, jobSignal);
    let report: Report;
    try {
      report = await analyze(
        {
          url: analysis.request.startUrl,
          maxPages: analysis.request.maxPages,
          maxDepth: analysis.request.maxDepth,
          analysisTypes: analysis.request.analysisTypes as Report['options']['analysisTypes'],
          screenshots: analysis.request.saveScreenshots,
          outputDir,
          allowPrivate: config.allowPrivateTargets,
          hostRules: config.hostRules,
          devices: ANALYSIS_DEVICES,
          ...(config.labRuns === null ? {} : { runs: config.labRuns }),
        },
        // The time limit ends the run (and closes its Chromium) well before the queue would expire
        // the job; the job's own signal is the backstop.
        { onProgress: (event) => progress.write(progressOf(event)), signal: limit.signal },
      );
    } catch (error) {
      await progress.flush();
      const message = error instanceof Error ? error.message : String(error);
      // A refused run fails the same way again, and so does one stopped at its time limit: the
      // same slow site would only use the limit up once more. Anything else (a browser crash) is
      // worth another attempt while attempts remain.
      const final = error instanceof RunError || analysis.attempts >= ANALYSIS_MAX_ATTEMPTS;
      await failAnalysis(db, analysisId, error instanceof RunCancelled ? `The analysis took longer than its time limit (${describeTimeLimit(timeLimitSeconds)}) and was stopped.` : message, final);
      log.warn({ err: error, analysisId, attempt: analysis.attempts, final }, 'analysis failed');
      if (final) {
        await notify({ ...context, config }, analysisId);
        return;
      }
      throw error;
    } finally {
      limit.clear();
    }
    await progress.flush();
    const stored = relativizeScreenshots(report, outputDir);
    await completeAnalysis(db, analysisId, { report: stored, scores: { ...report.scores }, pagesDone: report.pages.length });
    await emitAnalysisCompleted({ ...context, config }, analysisId);
    await notify({ ...context, config }, analysisId);
  },
  async lost({ analysisId }, context, reason) {
    const { config, db } = context;
    if (!config) throw new Error('analyze-site needs the server configuration in its job context');
    const analysis = await findAnalysis(db, analysisId);
    if (!analysis || analysis.status === 'completed' || analysis.status === 'failed') return;
    await failAnalysis(db, analysisId, LOST_MESSAGES[reason], true);
    await notify({ ...context, config }, analysisId);
  },
  // An analysis queued or running with no job left to run it (its last attempt expired while no
  // worker watched, or its job was never sent) would show as running forever.
  async reconcile(pending, context) {
    const { config, db, log } = context;
    if (!config) throw new Error('analyze-site needs the server configuration in its job context');
    const failed = await failAbandonedAnalyses(db, { liveIds: pending.map((job) => job.analysisId), createdBefore: new Date(Date.now() - ABANDONED_AFTER_SECONDS * 1000), error: ABANDONED_MESSAGE });
    if (failed.length > 0) log.warn({ analysisIds: failed }, 'analyses with no job left to run them were failed');
    for (const analysisId of failed) await notify({ ...context, config }, analysisId);
  },
});
