/** SIGHTLINE_PROFILE=1: where the run's time went, summed over pages and devices, on stderr. */
export class Profile {
  private readonly totals = new Map<string, { ms: number; count: number; max: number }>();

  add(timings: Record<string, number>): void {
    for (const [stage, ms] of Object.entries(timings)) {
      const total = this.totals.get(stage) ?? { ms: 0, count: 0, max: 0 };
      total.ms += ms;
      total.count += 1;
      total.max = Math.max(total.max, ms);
      this.totals.set(stage, total);
    }
  }

  print(out: NodeJS.WritableStream): void {
    const rows = [...this.totals].sort((a, b) => b[1].ms - a[1].ms);
    out.write(`stage                       total s   count   mean ms    max ms\n`);
    for (const [stage, total] of rows) {
      out.write(`${stage.padEnd(26)} ${(total.ms / 1000).toFixed(1).padStart(8)} ${String(total.count).padStart(7)} ${(total.ms / total.count).toFixed(0).padStart(9)} ${total.max.toFixed(0).padStart(9)}\n`);
    }
  }
}
