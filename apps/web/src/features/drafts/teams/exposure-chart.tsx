import { useEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { playerName } from '../../../shared/best-ball-teams/team-format.ts';
import { type ExposureRow, formatShare } from './exposure-model.ts';

/** How many players the chart shows: the most-held; the table has every one. */
export const CHART_PLAYERS = 20;
const BAR_HEIGHT = 26;
/** Before the first measure (and where there is no ResizeObserver, as in tests). */
const FALLBACK_WIDTH = 640;

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const shortName = (row: ExposureRow) => `${row.player.first_name.charAt(0)}. ${row.player.last_name}`;

/**
 * Horizontal bars of the most-held players' shares, in the theme's colours (CSS variables, so light
 * and dark follow the theme without a re-render). Loaded with the exposure page only (recharts is big).
 */
export default function ExposureChart({ rows }: { rows: readonly ExposureRow[] }) {
  const { ref, width } = useWidth();
  const narrow = width < 480;
  const data = [...rows]
    .sort((a, b) => b.share - a.share || playerName(a.player).localeCompare(playerName(b.player)))
    .slice(0, CHART_PLAYERS)
    .map((row) => ({
      id: row.player.id,
      // Narrow charts (phones, the desktop side panel) keep the bars wide: last names only.
      name: narrow ? row.player.last_name : shortName(row),
      full: playerName(row.player),
      share: row.share * 100,
    }));
  const height = data.length * BAR_HEIGHT + 40;
  return (
    <figure
      ref={ref}
      className="m-0 min-w-0"
      aria-label={`Your ${data.length} most-held players by share of teams`}
    >
      <BarChart
        width={width}
        height={height}
        data={data}
        layout="vertical"
        margin={{ top: 4, right: 44, bottom: 4, left: 4 }}
        barCategoryGap={5}
        accessibilityLayer
      >
        <CartesianGrid horizontal={false} stroke="var(--color-border)" />
        <XAxis
          type="number"
          domain={[0, 100]}
          ticks={[0, 25, 50, 75, 100]}
          tickFormatter={(value: number) => `${value}%`}
          tick={{ fill: 'var(--color-muted)', fontSize: 11 }}
          stroke="var(--color-border)"
        />
        <YAxis
          type="category"
          dataKey="name"
          width={narrow ? 92 : 132}
          tick={{ fill: 'var(--color-text)', fontSize: narrow ? 11 : 12 }}
          stroke="var(--color-border)"
          interval={0}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-surface-2)' }}
          contentStyle={{
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            borderRadius: 12,
            color: 'var(--color-text)',
          }}
          labelFormatter={(_, payload) => payload?.[0]?.payload?.full ?? ''}
          formatter={(value) => [formatShare(Number(value) / 100), 'Share']}
        />
        <Bar dataKey="share" radius={[0, 6, 6, 0]} isAnimationActive={false}>
          {data.map((entry, index) => (
            <Cell
              key={entry.id}
              fill={index < 3 ? 'var(--color-brand)' : 'var(--color-brand-strong)'}
              fillOpacity={index < 3 ? 1 : 0.7}
            />
          ))}
          <LabelList
            dataKey="share"
            position="right"
            formatter={(value) => formatShare(Number(value) / 100)}
            style={{ fill: 'var(--color-text)', fontSize: 11, fontWeight: 600 }}
          />
        </Bar>
      </BarChart>
    </figure>
  );
}
