import type { AgentRunResponse } from '@sightline/shared/agents/schema';
import { formatMs, PERSONA_LABELS, TASK_LABELS } from '../strings';
import { FEELING_LABELS, FEELING_SCORES, stagesOf, stageTimes, stepMoments, momentsThatMatter, type Feeling, type StepMoment } from '../journey';
import { describeStep } from './step-card';

const FEELING_CLASSES: Record<Feeling, string> = {
  satisfied: 'border-emerald-700/30 bg-emerald-50 text-emerald-900',
  neutral: 'border-border bg-muted text-foreground',
  waiting: 'border-amber-700/30 bg-amber-50 text-amber-900',
  hesitant: 'border-amber-700/30 bg-amber-50 text-amber-900',
  frustrated: 'border-red-700/30 bg-red-50 text-red-900',
  'gave-up': 'border-red-700/30 bg-red-50 text-red-900',
};

export const runLabel = (run: AgentRunResponse['run']) => `${PERSONA_LABELS[run.persona].title} · ${run.domain}`;

/** The feeling of each step as a line from "frustrated" (−2) to "satisfied" (+2); the table beside it holds the same facts. */
function FeelingCurve({ moments, label }: { moments: StepMoment[]; label: string }) {
  const width = 240;
  const height = 64;
  const x = (index: number) => (moments.length <= 1 ? width / 2 : 8 + (index * (width - 16)) / (moments.length - 1));
  const y = (feeling: Feeling) => height / 2 - (FEELING_SCORES[feeling] * (height - 16)) / 4;
  const points = moments.map((moment, index) => `${x(index)},${y(moment.feeling)}`).join(' ');
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="h-16 w-full max-w-60" role="img" aria-label={`Feelings of ${label}, step by step: ${moments.map((moment) => FEELING_LABELS[moment.feeling]).join(', ')}`}>
      <line x1="0" x2={width} y1={height / 2} y2={height / 2} stroke="currentColor" strokeOpacity="0.2" />
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" className="text-primary" />
      {moments.map((moment, index) => (
        <circle key={moment.step.index} cx={x(index)} cy={y(moment.feeling)} r="3.5" className={FEELING_SCORES[moment.feeling] < 0 ? 'fill-red-700' : FEELING_SCORES[moment.feeling] > 0 ? 'fill-emerald-700' : 'fill-slate-500'} />
      ))}
    </svg>
  );
}

/**
 * One task's journey map: its stages across the top, a row per run (persona and site) with the steps
 * it took in each stage, their times and inferred feelings, then each run's moments that matter.
 */
export function JourneyMap({ runs }: { runs: AgentRunResponse[] }) {
  const task = runs[0]!.run.task;
  const stages = stagesOf(task);
  const rows = runs.map((entry) => {
    const moments = stepMoments(entry.run, entry.steps);
    return { entry, moments, times: stageTimes(stages.length, moments) };
  });
  return (
    <section aria-labelledby={`journey-${task}`} className="mt-8">
      <h2 id={`journey-${task}`} className="text-xl font-semibold">
        {TASK_LABELS[task].title}
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-border bg-card print:overflow-visible" tabIndex={0} role="region" aria-label={`Journey map: ${TASK_LABELS[task].title}, scrolls sideways`}>
        <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
          <caption className="sr-only">{`Stages of “${TASK_LABELS[task].title}” across, one row per run: the steps taken in each stage, with their time and inferred feeling`}</caption>
          <thead>
            <tr className="border-b border-border bg-muted/60">
              <th scope="col" className="w-44 px-3 py-2 font-semibold">
                Run
              </th>
              {stages.map((stage, index) => (
                <th key={stage.id} scope="col" className="px-3 py-2 font-semibold">
                  {`${index + 1}. ${stage.title}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ entry, moments, times }) => (
              <tr key={entry.run.id} className="border-b border-border align-top last:border-b-0" data-testid="journey-row">
                <th scope="row" className="px-3 py-3 font-medium">
                  <span className="block">{runLabel(entry.run)}</span>
                  <span className="block text-xs font-normal text-muted-foreground">{`${entry.run.outcome === 'success' ? 'Task done' : 'Task not done'} · ${entry.run.durationMs === null ? '' : formatMs(entry.run.durationMs)}`}</span>
                  <FeelingCurve moments={moments} label={runLabel(entry.run)} />
                </th>
                {stages.map((stage, stageIndex) => {
                  const here = moments.filter((moment) => moment.stage === stageIndex);
                  return (
                    <td key={stage.id} className="px-3 py-3">
                      {here.length === 0 ? (
                        <span className="text-xs text-muted-foreground">{stageIndex === stages.length - 1 && entry.run.outcome !== 'success' ? 'Not reached' : '—'}</span>
                      ) : (
                        <>
                          <p className="text-xs text-muted-foreground">{`${here.length} ${here.length === 1 ? 'step' : 'steps'}, ${formatMs(times[stageIndex]!)}`}</p>
                          <ol className="mt-1 grid gap-1.5">
                            {here.map((moment) => (
                              <li key={moment.step.index} className="text-xs">
                                <span className={`mr-1 inline-block rounded-full border px-1.5 py-px font-medium ${FEELING_CLASSES[moment.feeling]}`}>{FEELING_LABELS[moment.feeling]}</span>
                                <span>{`${moment.step.index}. ${describeStep(moment.step)} (${formatMs(moment.durationMs)})`}</span>
                                {moment.because.length > 0 && <span className="block text-muted-foreground">{moment.because.join('; ')}</span>}
                              </li>
                            ))}
                          </ol>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="mt-6 font-semibold">Moments that matter</h3>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {rows.map(({ entry, moments }) => (
          <div key={entry.run.id} className="rounded-xl border border-border bg-card p-4 text-sm">
            <p className="font-medium">{runLabel(entry.run)}</p>
            <ul className="mt-2 grid gap-2">
              {momentsThatMatter(moments).map(({ kind, title, moment }) => (
                <li key={kind}>
                  <span className="font-medium">{`${title}: `}</span>
                  <span>{`step ${moment.step.index}, ${describeStep(moment.step)}, ${formatMs(moment.durationMs)}, ${FEELING_LABELS[moment.feeling].toLowerCase()}`}</span>
                  {moment.because.length > 0 && <span className="text-muted-foreground">{` (${moment.because.join('; ')})`}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
