import { useSyncExternalStore } from 'react';
import type { BoardStore } from '../board-store';

/**
 * Everyone else's pointer on the board, with their name. Decorative for assistive technology (the
 * presence list says who is here), and never in the way of a click.
 */
export function CursorsLayer({ store }: { store: BoardStore }) {
  const cursors = useSyncExternalStore(store.subscribeCursors, store.getCursors);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-30">
      {cursors.map((cursor) => {
        const colour = `hsl(${cursor.hue} 75% 32%)`;
        return (
          <div key={cursor.clientId} data-testid="cursor" className="absolute transition-transform duration-100 ease-linear" style={{ transform: `translate(${cursor.x}px, ${cursor.y}px)` }}>
            <svg width="16" height="20" viewBox="0 0 16 20" className="drop-shadow-sm">
              <path d="M1 1 L1 16 L5 12 L8 19 L11 18 L8 11 L14 11 Z" fill={colour} stroke="white" strokeWidth="1.5" strokeLinejoin="round" />
            </svg>
            <span className="absolute top-4 left-3 rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-white" style={{ backgroundColor: colour }}>
              {cursor.name}
            </span>
          </div>
        );
      })}
    </div>
  );
}
