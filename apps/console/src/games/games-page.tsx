import { ContestResettle } from './contest-resettle.tsx';
import { LineRulings } from './line-rulings.tsx';
import { WorldCard } from './world-card.tsx';

/** Games: rulings on pick'em lines, re-settling best ball contests, and the sports world's pause. */
export function GamesPage() {
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-5">
        <LineRulings />
        <ContestResettle />
      </div>
      <WorldCard />
    </div>
  );
}
