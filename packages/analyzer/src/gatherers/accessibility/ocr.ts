// Reads the words drawn in images (Tesseract's LSTM engine compiled to WebAssembly, with the English
// model shipped in an npm package: nothing is fetched at run time). tesseract.js is loaded on the
// first page that has an image to read, not with the analyzer. Starting a worker costs about a
// second of CPU (the model is unpacked), so a run keeps one for all its pages (keepOcrWorker);
// outside a run each read starts its own and ends it.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Worker } from 'tesseract.js';
import type { Rect } from '../../types';

export interface OcrWord {
  text: string;
  /** Tesseract's confidence in the word, 0–100. */
  confidence: number;
  /** In the pixels of the image read. */
  box: Rect;
}

/** The model's folder: the integer-quantised "best" English model, the smallest file of the package. */
function languagePath(): string {
  return join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/** Workers started in this process, for tests and profiles. */
export const ocrStats = { workersStarted: 0 };

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM } = await import('tesseract.js');
  ocrStats.workersStarted++;
  return createWorker('eng', OEM.LSTM_ONLY, { langPath: languagePath(), gzip: true, cacheMethod: 'none' });
}

/** Runs holding the shared worker, the worker while one is started, and the reads queued on it. */
let holders = 0;
let kept: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function sharedWorker(): Promise<Worker> {
  if (!kept) {
    const starting = startWorker();
    kept = starting;
    starting.catch(() => {
      if (kept === starting) kept = null;
    });
  }
  return kept;
}

/** Keeps one worker for every read until the returned release is called (and every other holder's). */
export function keepOcrWorker(): () => Promise<void> {
  holders++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0 || !kept) return;
    const worker = kept;
    kept = null;
    await worker.then((started) => started.terminate()).catch(() => undefined);
  };
}

async function recognise(worker: Worker, image: Buffer): Promise<OcrWord[]> {
  const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
  return (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.flatMap((line) => line.words.map(({ text, confidence, bbox }) => ({ text, confidence, box: { x: bbox.x0, y: bbox.y0, width: bbox.x1 - bbox.x0, height: bbox.y1 - bbox.y0 } }))),
    ),
  );
}

/** The words of each PNG, in order. */
export async function readWords(images: readonly Buffer[]): Promise<OcrWord[][]> {
  if (images.length === 0) return [];
  if (holders === 0) {
    const worker = await startWorker();
    try {
      const read: OcrWord[][] = [];
      for (const image of images) read.push(await recognise(worker, image));
      return read;
    } finally {
      await worker.terminate();
    }
  }
  // Pages analysed at once take turns on the shared worker, which reads one image at a time.
  const turn = queue.then(async () => {
    const worker = await sharedWorker();
    const read: OcrWord[][] = [];
    for (const image of images) read.push(await recognise(worker, image));
    return read;
  });
  queue = turn.catch(() => undefined);
  return turn;
}
