import { chiSquareSurvival, logFactorial } from './distributions';
import { assertCountTable } from './validate';

type Table = readonly (readonly number[])[];

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/** The table without its all-zero rows and columns: they carry no answers and would give zero expected counts. */
function dropEmpty(table: Table): number[][] {
  const columns = table[0]!.map((_, j) => j).filter((j) => table.some((row) => row[j]! > 0));
  return table.filter((row) => sum(row) > 0).map((row) => columns.map((j) => row[j]!));
}

const rowSums = (table: Table): number[] => table.map(sum);
const columnSums = (table: Table): number[] => table[0]!.map((_, j) => sum(table.map((row) => row[j]!)));

/** The outcome of Pearson's chi-square test, with the expected counts that decide whether it can be trusted. */
export interface ChiSquareResult {
  statistic: number;
  df: number;
  pValue: number;
  /** Expected counts under independence, for the table once its all-zero rows and columns are dropped. */
  expected: number[][];
  minExpected: number;
  /** How many expected counts are below 5. */
  cellsBelow5: number;
}

/**
 * Pearson's chi-square test of independence for an r×c table of counts (Pearson 1900, Phil. Mag.
 * 50:157–175), without continuity correction (as R's chisq.test(x, correct = FALSE), and as R
 * does for tables larger than 2×2): X² = Σ (O − E)² / E with E = row total × column total / n,
 * df = (r − 1)(c − 1), p from the chi-square survival function. All-zero rows and columns are
 * dropped first; null when fewer than two rows or two columns remain.
 */
export function chiSquareTest(table: Table): ChiSquareResult | null {
  assertCountTable(table);
  const observed = dropEmpty(table);
  if (observed.length < 2 || observed[0]!.length < 2) return null;
  const rows = rowSums(observed);
  const columns = columnSums(observed);
  const n = sum(rows);
  let statistic = 0;
  let minExpected = Infinity;
  let cellsBelow5 = 0;
  const expected = rows.map((rowTotal, i) =>
    columns.map((columnTotal, j) => {
      const e = (rowTotal * columnTotal) / n;
      statistic += (observed[i]![j]! - e) ** 2 / e;
      minExpected = Math.min(minExpected, e);
      if (e < 5) cellsBelow5++;
      return e;
    }),
  );
  const df = (rows.length - 1) * (columns.length - 1);
  return { statistic, df, pValue: chiSquareSurvival(statistic, df), expected, minExpected, cellsBelow5 };
}

/** Tables whose probability is within this relative tolerance of the observed one count as "as or less probable" (R's fisher.test uses 1 + 1e-7). */
const RELATIVE_TOLERANCE = 1e-7;
const LOG_TOLERANCE = Math.log1p(RELATIVE_TOLERANCE);
/** Largest grand total for which an r×c table is enumerated. */
const MAX_EXACT_TOTAL = 200;
/** Work budget of the r×c network, in fillings and paths visited: about 200 ms (R's Job satisfaction example takes 1.7 million). */
const MAX_EXACT_STEPS = 3_000_000;

/** Two-sided Fisher exact p for a 2×2 table: the hypergeometric probabilities no larger than the observed table's, summed. */
function fisher2x2(table: number[][]): number {
  const [[a, b], [c, d]] = table as [[number, number], [number, number]];
  const row1 = a + b;
  const column1 = a + c;
  const n = a + b + c + d;
  const constant = logFactorial(row1) + logFactorial(n - row1) + logFactorial(column1) + logFactorial(n - column1) - logFactorial(n);
  const logP = (x: number): number =>
    constant - logFactorial(x) - logFactorial(row1 - x) - logFactorial(column1 - x) - logFactorial(n - row1 - column1 + x);
  const threshold = logP(a) + LOG_TOLERANCE;
  let p = 0;
  for (let x = Math.max(0, row1 + column1 - n); x <= Math.min(row1, column1); x++) {
    const value = logP(x);
    if (value <= threshold) p += Math.exp(value);
  }
  return Math.min(1, p);
}

interface NetworkNode {
  /** Ways to fill the next column, each with the node it leads to and its Σ ln v! over the column's cells. */
  children: { node: NetworkNode; cost: number }[];
  /**
   * For a node with two columns left, whose completions are each one filling of the first: their
   * Σ ln n_ij!; once a path needs them, sorted ascending, with `suffix` holding the sums of
   * exp(leastCost − cost) from each position to the end.
   */
  completions: { costs: Float64Array; suffix: Float64Array | null } | null;
  /** Smallest and largest Σ ln n_ij! over the completions (the most and the least probable one). */
  leastCost: number;
  mostCost: number;
  /** ln Σ over the completions of Π 1/n_ij! = ln(m! / (Π row! Π column!)) for the m answers left. */
  allCompletions: number;
}

/**
 * Two-sided Freeman–Halton exact p for an r×c table (Freeman & Halton 1951, Biometrika 38:141–149):
 * the sum of the probabilities, under the multiple hypergeometric distribution given both margins,
 * of every table no more probable than the observed one. Tables are built column by column with
 * the network algorithm of Mehta & Patel (1983, "A network algorithm for performing Fisher's exact
 * test in r×c contingency tables", JASA 78:427–434): partial tables that leave the same (sorted)
 * row totals share a node, whose most and least probable completions (its shortest and longest
 * paths) are computed once; paths reaching a node with the same probability are pooled; and a path
 * is settled as soon as all of its completions, or none, are at most as probable as the observed
 * table, the total probability of all completions being a closed form. At the nodes with two
 * columns left, the completions' probabilities are sorted once, so each path there costs a binary
 * search. Null when the work exceeds the budget.
 */
function fisherNetwork(table: number[][]): number | null {
  // Fewer rows make fewer nodes: put the shorter side along the rows.
  const oriented = table.length <= table[0]!.length ? table : table[0]!.map((_, j) => table.map((row) => row[j]!));
  const rowTotals = rowSums(oriented);
  // Largest columns last: their many fillings are then the sorted completions of the last nodes.
  const columns = columnSums(oriented).sort((x, y) => x - y);
  const n = sum(rowTotals);
  const logFact = new Float64Array(n + 1);
  for (let k = 2; k <= n; k++) logFact[k] = logFactorial(k);
  const sumLogFact = (values: readonly number[]): number => values.reduce((t, v) => t + logFact[v]!, 0);
  // Tables oriented this way have at least 3 columns (2×2 is tested on its own), so pairStage ≥ 1.
  const pairStage = columns.length - 2;
  let steps = 0;

  const pairNode = (rows: number[]): NetworkNode | null => {
    const costs: number[] = [];
    let leastCost = Infinity;
    let mostCost = -Infinity;
    forEachFilling(rows, columns[pairStage]!, (fill) => {
      let cost = 0;
      for (let i = 0; i < rows.length; i++) cost += logFact[fill[i]!]! + logFact[rows[i]! - fill[i]!]!;
      costs.push(cost);
      leastCost = Math.min(leastCost, cost);
      mostCost = Math.max(mostCost, cost);
    });
    steps += costs.length;
    if (steps > MAX_EXACT_STEPS) return null;
    return {
      children: [],
      completions: { costs: Float64Array.from(costs), suffix: null },
      leastCost,
      mostCost,
      allCompletions: logFact[sum(rows)]! - sumLogFact(rows) - sumLogFact(columns.slice(pairStage)),
    };
  };
  /** Sorts a pair node's completions and sums their probabilities from the least probable down, the first time a path needs them. */
  const sortedCompletions = (node: NetworkNode): { costs: Float64Array; suffix: Float64Array } => {
    const completions = node.completions!;
    if (completions.suffix === null) {
      const costs = completions.costs.sort();
      const suffix = new Float64Array(costs.length + 1);
      for (let k = costs.length - 1; k >= 0; k--) suffix[k] = suffix[k + 1]! + Math.exp(node.leastCost - costs[k]!);
      completions.suffix = suffix;
      steps += costs.length;
    }
    return { costs: completions.costs, suffix: completions.suffix };
  };

  // The network, one map of nodes per column about to be filled, built depth first with exact bounds.
  const stages = columns.map(() => new Map<string, NetworkNode>());
  const nodeAt = (j: number, rows: number[]): NetworkNode | null => {
    const key = rows.join(',');
    const known = stages[j]!.get(key);
    if (known !== undefined) return known;
    let node: NetworkNode | null;
    if (j === pairStage) {
      node = pairNode(rows);
    } else {
      node = {
        children: [],
        completions: null,
        leastCost: Infinity,
        mostCost: -Infinity,
        allCompletions: logFact[sum(rows)]! - sumLogFact(rows) - sumLogFact(columns.slice(j)),
      };
      const fillings: { rows: number[]; cost: number }[] = [];
      forEachFilling(rows, columns[j]!, (fill) => fillings.push({ rows: rows.map((value, i) => value - fill[i]!).sort((x, y) => x - y), cost: sumLogFact(fill) }));
      for (const filling of fillings) {
        if (++steps > MAX_EXACT_STEPS) return null;
        const child = nodeAt(j + 1, filling.rows);
        if (child === null) return null;
        node.children.push({ node: child, cost: filling.cost });
        node.leastCost = Math.min(node.leastCost, filling.cost + child.leastCost);
        node.mostCost = Math.max(node.mostCost, filling.cost + child.mostCost);
      }
    }
    if (node !== null) stages[j]!.set(key, node);
    return node;
  };
  const root = nodeAt(0, [...rowTotals].sort((x, y) => x - y));
  if (root === null) return null;

  const constant = sumLogFact(rowTotals) + sumLogFact(columns) - logFact[n]!;
  const observed = constant - oriented.reduce((t, row) => t + sumLogFact(row), 0);
  const threshold = observed + LOG_TOLERANCE;
  let p = 0;
  // Paths into each node, pooled by their log probability so far (rounded to 1e-9).
  let paths = new Map<NetworkNode, Map<number, { past: number; weight: number }>>([[root, new Map([[0, { past: 0, weight: 1 }]])]]);
  for (let j = 0; j <= pairStage; j++) {
    const next = new Map<NetworkNode, Map<number, { past: number; weight: number }>>();
    for (const [node, pasts] of paths) {
      for (const { past, weight } of pasts.values()) {
        steps++;
        if (constant + past - node.leastCost <= threshold) {
          p += weight * Math.exp(constant + past + node.allCompletions);
          continue;
        }
        if (constant + past - node.mostCost > threshold) continue;
        if (node.completions !== null) {
          // Completions at most as probable as the observed table: those with cost ≥ constant + past − threshold.
          const { costs, suffix } = sortedCompletions(node);
          const bound = constant + past - threshold;
          let low = 0;
          let high = costs.length;
          while (low < high) {
            const middle = (low + high) >> 1;
            if (costs[middle]! < bound) low = middle + 1;
            else high = middle;
          }
          p += weight * Math.exp(constant + past - node.leastCost) * suffix[low]!;
          continue;
        }
        steps += node.children.length;
        for (const { node: child, cost } of node.children) {
          let childPasts = next.get(child);
          if (childPasts === undefined) {
            childPasts = new Map();
            next.set(child, childPasts);
          }
          const childPast = past - cost;
          const pooled = Math.round(childPast * 1e9);
          const entry = childPasts.get(pooled);
          if (entry === undefined) childPasts.set(pooled, { past: childPast, weight });
          else entry.weight += weight;
        }
      }
      if (steps > MAX_EXACT_STEPS) return null;
    }
    paths = next;
  }
  return Math.min(1, p);
}

/** Calls `visit` with every way to fill one column with `total` answers under the remaining row totals (the array is reused). */
function forEachFilling(remaining: readonly number[], total: number, visit: (fill: readonly number[]) => void): void {
  const r = remaining.length;
  const capacityAfter = new Array<number>(r + 1).fill(0);
  for (let i = r - 1; i >= 0; i--) capacityAfter[i] = capacityAfter[i + 1]! + remaining[i]!;
  const fill = new Array<number>(r).fill(0);
  const place = (i: number, left: number): void => {
    if (i === r - 1) {
      fill[i] = left;
      visit(fill);
      return;
    }
    for (let v = Math.max(0, left - capacityAfter[i + 1]!); v <= Math.min(remaining[i]!, left); v++) {
      fill[i] = v;
      place(i + 1, left - v);
    }
  };
  place(0, total);
}

/**
 * Fisher's exact test, two-sided. A 2×2 table is tested exactly from the hypergeometric
 * distribution (Fisher 1935, "The logic of inductive inference", JRSS 98:39–82): the p-value sums
 * the probabilities of the tables, with the same margins, that are no more probable than the
 * observed one, with R's relative tolerance of 1e-7 so that equally probable tables count. A
 * larger table gets the Freeman–Halton extension, computed exactly when the grand total is at most
 * 200 and the enumeration fits its work budget (about 200 ms); otherwise null. All-zero rows and
 * columns are dropped first; null when fewer than two rows or columns remain.
 */
export function fisherExactTest(table: Table): { pValue: number } | null {
  assertCountTable(table);
  const observed = dropEmpty(table);
  if (observed.length < 2 || observed[0]!.length < 2) return null;
  if (observed.length === 2 && observed[0]!.length === 2) return { pValue: fisher2x2(observed) };
  if (sum(rowSums(observed)) > MAX_EXACT_TOTAL) return null;
  const pValue = fisherNetwork(observed);
  return pValue === null ? null : { pValue };
}

/** Which test a cross-tab got, its result, and the sentence that says what it means. statistic and df are set for chi-square only; pValue for both tests. */
export interface CrossTabTest {
  method: 'chi-square' | 'fisher-exact' | 'none';
  statistic?: number;
  df?: number;
  pValue?: number;
  significant: boolean;
  sentence: string;
}

const ALPHA = 0.05;
const MIN_ANSWERS = 10;

/** A p-value to two significant digits, with more when rounding would carry it across α (0.0496 is not "0.050"); "< 0.001" below that. */
function formatP(p: number): string {
  if (p < 0.001) return '< 0.001';
  let digits = 2;
  while (digits < 6 && Number(p.toPrecision(digits)) >= ALPHA !== p >= ALPHA) digits++;
  return `= ${Number(p.toPrecision(digits))}`;
}

/**
 * Tests whether the answers to two questions are related, from their cross-tabulation (rows: the
 * answers to the row question, columns: to the column question), and says so in a plain sentence
 * that never claims one causes the other. α = 0.05.
 *
 * The test follows Cochran's rule for the chi-square approximation (Cochran 1954, "Some methods
 * for strengthening the common χ² tests", Biometrics 10:417–451): Pearson's chi-square when every
 * expected count is at least 1 and no more than 20 % of them are below 5, and for a 2×2 table only
 * when none is below 5; Fisher's exact test otherwise. 'none' when there are fewer than 10 answers,
 * fewer than two non-empty rows or columns, or Fisher's test is needed but too large to compute.
 */
export function crossTabTest(table: Table, labels: { rowLabel: string; colLabel: string }): CrossTabTest {
  assertCountTable(table);
  const { rowLabel, colLabel } = labels;
  const n = sum(rowSums(table));
  const none: CrossTabTest = { method: 'none', significant: false, sentence: `Not enough answers to say whether ${rowLabel} and ${colLabel} are related (n = ${n}).` };
  const chi = chiSquareTest(table);
  if (n < MIN_ANSWERS || chi === null) return none;

  const cells = chi.expected.length * chi.expected[0]!.length;
  const needsExact = cells === 4 ? chi.minExpected < 5 : chi.minExpected < 1 || chi.cellsBelow5 > 0.2 * cells;
  let method: 'chi-square' | 'fisher-exact';
  let pValue: number;
  let details: string;
  if (needsExact) {
    const fisher = fisherExactTest(table);
    if (fisher === null) return none;
    method = 'fisher-exact';
    pValue = fisher.pValue;
    details = `Fisher's exact test, p ${formatP(pValue)}, n = ${n}`;
  } else {
    method = 'chi-square';
    pValue = chi.pValue;
    details = `χ² = ${chi.statistic.toFixed(1)}, df = ${chi.df}, p ${formatP(pValue)}, n = ${n}`;
  }
  const significant = pValue < ALPHA;
  const sentence = significant
    ? `Answers to “${colLabel}” differ by “${rowLabel}” (${details}). This shows the two go together in these answers, not that one causes the other.`
    : `No evidence that answers to “${colLabel}” differ by “${rowLabel}” (${details}). This does not show they are unrelated: a difference too small to detect with ${n} answers may still exist.`;
  return method === 'chi-square'
    ? { method, statistic: chi.statistic, df: chi.df, pValue, significant, sentence }
    : { method, pValue, significant, sentence };
}
