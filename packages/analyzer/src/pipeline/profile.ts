/**
 * SIGHTLINE_PROFILE=1: where the run's time went, on stderr. The table sums each stage over pages
 * and devices; the timeline lists when each step of the run started or ended, from the run's start,
 * so the wall time between profiled stages (start-ups, set-ups, waits) shows as gaps.
 */
export class Profile {
  private readonly totals = new Map<string, { ms: number; count: number; max: number }>();
  private readonly marks: Array<{ at: number; event: string }> = [];
  private readonly start = performance.now();

  add(timings: Record<string, number>): void {
    for (const [stage, ms] of Object.entries(timings)) {
      const total = this.totals.get(stage) ?? { ms: 0, count: 0, max: 0 };
      total.ms += ms;
      total.count += 1;
      total.max = Math.max(total.max, ms);
      this.totals.set(stage, total);
    }
  }

  /** Notes that `event` happened now, for the timeline. */
  mark(event: string): void {
    this.marks.push({ at: performance.now() - this.start, event });
  }

  print(out: NodeJS.WritableStream): void {
    const rows = [...this.totals].sort((a, b) => b[1].ms - a[1].ms);
    out.write(`stage                       total s   count   mean ms    max ms\n`);
    for (const [stage, total] of rows) {
      out.write(`${stage.padEnd(26)} ${(total.ms / 1000).toFixed(1).padStart(8)} ${String(total.count).padStart(7)} ${(total.ms / total.count).toFixed(0).padStart(9)} ${total.max.toFixed(0).padStart(9)}\n`);
    }
    if (this.marks.length === 0) return;
    out.write(`\ntimeline (s from the run's start; the process started ${(this.start / 1000).toFixed(1)} s before it)\n`);
    for (const { at, event } of [...this.marks].sort((a, b) => a.at - b.at)) out.write(`${(at / 1000).toFixed(2).padStart(8)}  ${event}\n`);
  }
}
