// The Overview's 30-day chart: one currency's transfer volume per UTC day (transferStats' days,
// zeros included), bars stacked by status over a time axis, drawn as SVG at the width it is given
// (no chart library). The SVG is an image with a title and a summary; the numbers behind it are in
// a table under "Day by day", for screen readers and for anyone who wants the figures.
import { useLayoutEffect, useRef, useState } from "react";
import { ListTable, type Column } from "../components/ListTable";
import type { DashboardTransferStatsQuery } from "../gql/graphql";
import { formatMoney, type Exponents } from "../money";

export type Stats = NonNullable<DashboardTransferStatsQuery["transferStats"]>[number];
type Day = Stats["days"][number];

const stacked = ["succeeded", "processing", "failed"] as const;
const statusWords: Record<(typeof stacked)[number], string> = { succeeded: "Succeeded", processing: "Processing", failed: "Failed" };

const height = 190;
const margin = { top: 12, right: 8, bottom: 26, left: 64 };

const dayLabel = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const fullDayLabel = new Intl.DateTimeFormat(undefined, { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

/**
 * The width of the element `ref` is on, followed as it changes: measured before the first paint
 * (a layout effect), so the chart is drawn in the same frame as the rest of the page.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, in minor units, at least `max`. */
function niceCeiling(max: number, exponent: number): number {
  const unit = 10 ** exponent;
  const major = Math.max(max / unit, 1);
  const power = 10 ** Math.floor(Math.log10(major));
  const step = [1, 2, 5, 10].find((m) => m * power >= major) ?? 10;
  return step * power * unit;
}

const compact = new Intl.NumberFormat(undefined, { notation: "compact", maximumFractionDigits: 1 });

function compactMajor(minor: number, exponent: number): string {
  return compact.format(minor / 10 ** exponent);
}

export function VolumeChart({ stats, exponents }: { stats: Stats; exponents: Exponents }) {
  const { ref, width } = useWidth();
  const { currency, days } = stats;
  const exponent = exponents.get(currency) ?? 2;
  const money = (minor: number) => formatMoney(minor, currency, exponents);
  const top = niceCeiling(Math.max(0, ...days.map((d) => d.total.amount)), exponent);
  const busiest = days.reduce<Day | undefined>((best, d) => (d.total.amount > (best?.total.amount ?? 0) ? d : best), undefined);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const titleId = `volume-title-${currency}`;
  const descId = `volume-desc-${currency}`;
  const summary =
    `${stats.total.count} ${stats.total.count === 1 ? "transfer" : "transfers"} for ${money(stats.total.amount)}` +
    (busiest ? `; the busiest day was ${fullDayLabel.format(new Date(busiest.day))}, ${money(busiest.total.amount)}.` : ".");

  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const slot = days.length > 0 ? plotWidth / days.length : 0;
  const barWidth = Math.max(1, slot * 0.7);
  const y = (minor: number) => margin.top + plotHeight - (minor / top) * plotHeight;
  const tickEvery = width < 480 ? 10 : 5;

  return (
    <figure className="volume" data-currency={currency}>
      <figcaption className="volume-summary">
        <strong>{currency}</strong>: {summary}
      </figcaption>
      <ul className="legend" aria-hidden="true">
        {stacked.map((status) => (
          <li key={status}>
            <span className={`swatch bar-${status}`} /> {statusWords[status]}
          </li>
        ))}
      </ul>
      <div className="chart" ref={ref}>
        {width > 0 && first && last ? (
          <svg role="img" aria-labelledby={`${titleId} ${descId}`} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
            <title id={titleId}>
              {currency} transfer volume per day, {dayLabel.format(new Date(first))} to {dayLabel.format(new Date(last))} (UTC)
            </title>
            <desc id={descId}>{summary}</desc>
            {[0, top / 2, top].map((tick) => (
              <g key={tick} className="gridline">
                <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
                <text x={margin.left - 6} y={y(tick) + 4} textAnchor="end" className="axis-label">
                  {compactMajor(tick, exponent)}
                </text>
              </g>
            ))}
            {days.map((d, i) => {
              const x = margin.left + i * slot + (slot - barWidth) / 2;
              let base = 0;
              return (
                <g key={d.day} data-day={d.day}>
                  {stacked.map((status) => {
                    const amount = d[status].amount;
                    if (amount === 0) return null;
                    const rectTop = y(base + amount);
                    const rectHeight = Math.max(1, y(base) - rectTop);
                    base += amount;
                    return <rect key={status} className={`bar bar-${status}`} x={x} y={rectTop} width={barWidth} height={rectHeight} />;
                  })}
                  {i % tickEvery === 0 || i === days.length - 1 ? (
                    <text x={x + barWidth / 2} y={height - 8} textAnchor={i === days.length - 1 ? "end" : i === 0 ? "start" : "middle"} className="axis-label">
                      {dayLabel.format(new Date(d.day))}
                    </text>
                  ) : null}
                </g>
              );
            })}
            <line className="axis" x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} />
          </svg>
        ) : null}
      </div>
      <details className="day-by-day">
        <summary>Day by day</summary>
        <DayTable stats={stats} money={money} />
      </details>
    </figure>
  );
}

const dayColumns: Column<Day>[] = [
  { header: "Day", phone: "title", cell: (d) => fullDayLabel.format(new Date(d.day)) },
  { header: "Transfers", numeric: true, cell: (d) => d.total.count },
  { header: "Succeeded", numeric: true, cell: (d) => d.succeeded.count },
  { header: "Failed", numeric: true, cell: (d) => d.failed.count },
];

function DayTable({ stats, money }: { stats: Stats; money: (minor: number) => string }) {
  const active = stats.days.filter((d) => d.total.count > 0);
  if (active.length === 0) return <p>No transfers on any day.</p>;
  const columns: Column<Day>[] = [...dayColumns.slice(0, 2), { header: "Volume", numeric: true, cell: (d) => money(d.total.amount) }, ...dayColumns.slice(2)];
  return (
    <>
      <p className="muted">UTC days; days not listed had no transfers.</p>
      <ListTable className="day-table" caption={`${stats.currency} transfers per day`} columns={columns} rows={active} rowKey={(d) => d.day} />
    </>
  );
}
