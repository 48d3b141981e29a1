// Input checks shared by the statistics functions. Callers validate survey answers before they get
// here, so a bad argument is a programming error: it throws a RangeError that says what was wrong.

/** Throws unless `value` is a non-negative integer (a count of answers). */
export function assertCount(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** Throws unless every value is a finite number. */
export function assertFiniteValues(values: readonly number[], name: string): void {
  for (const value of values) {
    if (!Number.isFinite(value)) throw new RangeError(`${name} must all be finite numbers, got ${value}`);
  }
}

/** Throws unless `table` is a non-empty rectangular table of counts. */
export function assertCountTable(table: readonly (readonly number[])[]): void {
  const columns = table[0]?.length ?? 0;
  if (columns === 0) throw new RangeError('a contingency table needs at least one row and one column');
  for (const row of table) {
    if (row.length !== columns) throw new RangeError(`every row of a contingency table must have ${columns} cells, got ${row.length}`);
    for (const cell of row) assertCount(cell, 'each cell of a contingency table');
  }
}
