// `sightline bias classify`: the deceptive-design text classifier over a JSON Lines file, streamed
// line by line (one result written per segment read), offline. Called by bias-cli.ts.
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { CliIo } from '../cli';
import { classify } from './classify';

export const CLASSIFY_USAGE = `Usage: sightline bias classify [--input FILE] [--output FILE]

Says of each UI text segment whether it is a deceptive design pattern and which one, in the
taxonomy of Mathur et al. 2019 (Urgency, Scarcity, Social Proof, Misdirection, Obstruction,
Sneaking, Forced Action). Rules in code, offline; English only.

  --input FILE         JSON Lines, one {"id": …, "text": "…"} a line (default: standard input)
  --output FILE        JSON Lines, one {"id", "darkPattern", "category", "confidence"} a line, in
                       the input's order (default: standard output)

Blank lines are skipped. A line that is not such an object is reported on standard error with its
line number and left out; the other lines are still classified.

Exit status: 0 done, 2 error (bad arguments, unreadable input, or any malformed line).`;

class UsageError extends Error {}

/** The id and text of one input line, or why the line is not one. */
export function parseSegment(line: string): { id: unknown; text: string } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { error: `not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'not a JSON object' };
  const { id, text } = value as Record<string, unknown>;
  if (typeof id !== 'string' && typeof id !== 'number') return { error: '"id" must be a string or a number' };
  if (typeof text !== 'string') return { error: '"text" must be a string' };
  return { id, text };
}

/** Waits for a file stream to open; its failure (no such file, no permission) is a usage error. */
async function opened(stream: NodeJS.EventEmitter, what: string): Promise<void> {
  try {
    await once(stream, 'open');
  } catch (error) {
    throw new UsageError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Runs `sightline bias classify` and returns the exit status. */
export async function classifyMain(argv: string[], io: CliIo): Promise<number> {
  let input: NodeJS.ReadableStream;
  let output: NodeJS.WritableStream;
  let outputFile: ReturnType<typeof createWriteStream> | null = null;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { input: { type: 'string', short: 'i' }, output: { type: 'string', short: 'o' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      io.stdout.write(`${CLASSIFY_USAGE}\n`);
      return 0;
    }
    if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`);
    if (values.input !== undefined && values.input !== '-') {
      const file = createReadStream(values.input);
      await opened(file, `Cannot read ${values.input}`);
      input = file;
    } else input = io.stdin ?? process.stdin;
    if (values.output !== undefined && values.output !== '-') {
      outputFile = createWriteStream(values.output);
      await opened(outputFile, `Cannot write ${values.output}`);
      output = outputFile;
    } else output = io.stdout;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`${message}\n\n${CLASSIFY_USAGE}\n`);
    return 2;
  }

  let malformed = 0;
  let lineNumber = 0;
  let readError = false;
  try {
    for await (const line of createInterface({ input, crlfDelay: Infinity })) {
      lineNumber++;
      if (line.trim() === '') continue;
      const segment = parseSegment(line);
      if ('error' in segment) {
        malformed++;
        io.stderr.write(`line ${lineNumber}: ${segment.error}\n`);
        continue;
      }
      const { darkPattern, category, confidence } = classify(segment.text);
      if (!output.write(`${JSON.stringify({ id: segment.id, darkPattern, category, confidence })}\n`)) await once(output, 'drain');
    }
  } catch (error) {
    io.stderr.write(`sightline: reading the input failed after line ${lineNumber}: ${error instanceof Error ? error.message : String(error)}\n`);
    readError = true;
  } finally {
    if (outputFile) {
      const file = outputFile;
      await new Promise<void>((resolve) => file.end(resolve));
    }
  }
  if (malformed > 0) io.stderr.write(`${malformed} malformed line${malformed === 1 ? '' : 's'} left out\n`);
  return malformed > 0 || readError ? 2 : 0;
}
