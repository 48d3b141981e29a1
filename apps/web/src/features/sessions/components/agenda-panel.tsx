import { useEffect, useState } from 'react';
import { agendaPhases, extendTimer, pauseTimer, setPhase, startTimer, timeLeft, type AgendaKind, type BoardState } from '@sightline/shared/sessions';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import type { BoardStore } from '../board-store';
import { HAT_CLASSES } from './colours';

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The time left, redrawn four times a second while the timer runs. */
function useTimeLeft(store: BoardStore, board: BoardState) {
  const [, setTick] = useState(0);
  const running = board.timer.startedAt !== null;
  useEffect(() => {
    if (!running) return;
    const interval = window.setInterval(() => setTick((tick) => tick + 1), 250);
    return () => window.clearInterval(interval);
  }, [running]);
  return timeLeft(board.timer, store.now());
}

/** The six-hats agenda: where the group is, the phase's prompt, and the shared timer the facilitator runs. */
export function AgendaPanel({ store, board, agenda }: { store: BoardStore; board: BoardState; agenda: AgendaKind }) {
  const phases = agendaPhases(agenda);
  const left = useTimeLeft(store, board);
  if (phases.length === 0) return null;
  const current = phases[board.phase] ?? phases[0]!;
  const running = board.timer.startedAt !== null;
  const facilitator = store.isFacilitator;
  return (
    <section aria-labelledby="phase-title" className="rounded-xl border border-border bg-card p-4 shadow-sm">
      <ol className="flex flex-wrap gap-1.5" aria-label="Agenda">
        {phases.map((phase, index) => (
          <li key={index}>
            <span
              aria-current={index === board.phase ? 'step' : undefined}
              className={cn('inline-flex h-7 items-center rounded-full border px-2.5 text-xs font-medium', HAT_CLASSES[phase.hat], index === board.phase ? 'ring-2 ring-ring ring-offset-2' : 'opacity-70')}
            >
              {index + 1}. {phase.hat}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="phase-title" className="text-lg font-semibold">
            {current.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{current.prompt}</p>
          <a href={current.guide} className="mt-1 inline-block text-sm font-medium text-primary underline underline-offset-4">
            How to run this hat
          </a>
        </div>
        <div className="sm:text-right">
          <p className={cn('font-mono text-3xl font-semibold tabular-nums', left === 0 && 'text-destructive')} aria-label={`Time left: ${clock(left)}`} data-testid="timer">
            {clock(left)}
          </p>
          <p className="text-xs text-muted-foreground">{left === 0 ? 'Time is up' : running ? 'Running' : 'Paused'}</p>
        </div>
      </div>
      {facilitator && (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Facilitator controls">
          <Button variant="outline" size="sm" disabled={board.phase === 0} onClick={() => setPhase(store.doc, agenda, board.phase - 1)}>
            Previous hat
          </Button>
          {running ? (
            <Button size="sm" onClick={() => pauseTimer(store.doc, store.now())}>
              Pause timer
            </Button>
          ) : (
            <Button size="sm" disabled={left === 0} onClick={() => startTimer(store.doc, store.now())}>
              Start timer
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => extendTimer(store.doc, 60_000, store.now())}>
            +1 min
          </Button>
          <Button variant="outline" size="sm" disabled={board.phase >= phases.length - 1} onClick={() => setPhase(store.doc, agenda, board.phase + 1)}>
            Next hat
          </Button>
        </div>
      )}
    </section>
  );
}
