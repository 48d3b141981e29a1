// Reads the words drawn in images (Tesseract's LSTM engine compiled to WebAssembly, with the English
// model shipped in an npm package: nothing is fetched at run time). tesseract.js is loaded on the
// first page that has an image to read, not with the analyzer.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
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

/** The words of each PNG, in order. One worker reads them all and is ended before this returns. */
export async function readWords(images: readonly Buffer[]): Promise<OcrWord[][]> {
  if (images.length === 0) return [];
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath: languagePath(), gzip: true, cacheMethod: 'none' });
  try {
    const read: OcrWord[][] = [];
    for (const image of images) {
      const { data } = await worker.recognize(image, {}, { blocks: true, text: false });
      read.push(
        (data.blocks ?? []).flatMap((block) =>
          block.paragraphs.flatMap((paragraph) =>
            paragraph.lines.flatMap((line) =>
              line.words.map(({ text, confidence, bbox }) => ({ text, confidence, box: { x: bbox.x0, y: bbox.y0, width: bbox.x1 - bbox.x0, height: bbox.y1 - bbox.y0 } })),
            ),
          ),
        ),
      );
    }
    return read;
  } finally {
    await worker.terminate();
  }
}
