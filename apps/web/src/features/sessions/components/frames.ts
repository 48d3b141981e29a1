import { NOTE_HEIGHT, NOTE_WIDTH, type BoardState } from '@sightline/shared/sessions';

export interface Frame {
  clusterId: string;
  title: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const PAD = 16;
const TITLE = 44;
const EMPTY = { width: 260, height: 180 };

/**
 * A cluster is drawn around its notes (so moving a note moves the edge with it); an empty cluster
 * sits where it was created. `without` leaves one note out: where a dragged note lands is judged
 * against the clusters as they would be without it.
 */
export function clusterFrames(board: BoardState, without?: string): Frame[] {
  return board.clusters.map((cluster) => {
    const notes = board.notes.filter((note) => note.clusterId === cluster.id && note.id !== without);
    if (notes.length === 0) return { clusterId: cluster.id, title: cluster.title, x: cluster.x, y: cluster.y, ...EMPTY };
    const left = Math.min(...notes.map((note) => note.x)) - PAD;
    const top = Math.min(...notes.map((note) => note.y)) - PAD - TITLE;
    const right = Math.max(...notes.map((note) => note.x + NOTE_WIDTH)) + PAD;
    const bottom = Math.max(...notes.map((note) => note.y + NOTE_HEIGHT)) + PAD;
    return { clusterId: cluster.id, title: cluster.title, x: left, y: top, width: right - left, height: bottom - top };
  });
}

/** The cluster whose frame holds the middle of a note placed at (x, y), if any. */
export function clusterAt(frames: Frame[], x: number, y: number): string | null {
  const cx = x + NOTE_WIDTH / 2;
  const cy = y + NOTE_HEIGHT / 2;
  return frames.find((frame) => cx >= frame.x && cx <= frame.x + frame.width && cy >= frame.y && cy <= frame.y + frame.height)?.clusterId ?? null;
}
