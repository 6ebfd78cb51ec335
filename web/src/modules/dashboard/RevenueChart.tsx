import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Box, Flex, Text, VisuallyHidden } from "@chakra-ui/react";
import { ChartColumn } from "lucide-react";
import { formatMoney } from "@common/money";
import { formatMoneyShort } from "./format";

export interface RevenuePoint {
  /** First and last local day of the bucket, YYYY-MM-DD. */
  readonly startDate: string;
  readonly endDate: string;
  /** Decimal string, e.g. "1250.00". */
  readonly revenue: string;
}

export type Granularity = "DAY" | "WEEK" | "MONTH";

const EMPTY_CHART_TEXT = "No paid invoices in this period";

const HEIGHT = 232;
const MARGIN = { top: 16, right: 8, bottom: 28, left: 52 };
const DEFAULT_WIDTH = 640;
/** Inline style: CSS font rules would override SVG presentation attributes. */
const AXIS_TEXT = { fontSize: "11px", fill: "var(--chakra-colors-fg-subtle)", fontVariantNumeric: "tabular-nums" } as const;
/** The least room an x-axis label needs, in pixels. */
const LABEL_SPACING = 58;

// Buckets are calendar days of the viewer's zone, given as YYYY-MM-DD: read and print them as UTC days.
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const fmt = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-US", { ...opts, timeZone: "UTC" });
const monthDay = fmt({ month: "short", day: "numeric" });
const monthDayYear = fmt({ month: "short", day: "numeric", year: "numeric" });
const monthOnly = fmt({ month: "short" });
const monthYear = fmt({ month: "short", year: "numeric" });
const longMonthYear = fmt({ month: "long", year: "numeric" });
const weekdayDate = fmt({ weekday: "short", month: "short", day: "numeric", year: "numeric" });

/** The x-axis label of a bucket: 'Nov 3' (days and weeks), 'Nov' or 'Jan 2026' (months). */
export function axisLabel(p: RevenuePoint, granularity: Granularity, first: boolean): string {
  const d = day(p.startDate);
  if (granularity === "MONTH") return first || d.getUTCMonth() === 0 ? monthYear.format(d) : monthOnly.format(d);
  return monthDay.format(d);
}

/** The full name of a bucket for its title and tooltip: 'Tue, Nov 3, 2026', 'Nov 3 – Nov 9, 2026', 'November 2026'. */
export function bucketLabel(p: RevenuePoint, granularity: Granularity): string {
  const start = day(p.startDate);
  const end = day(p.endDate);
  if (p.startDate === p.endDate) return granularity === "DAY" ? weekdayDate.format(start) : monthDayYear.format(start);
  const next = new Date(end.getTime() + 86_400_000);
  if (granularity === "MONTH" && start.getUTCDate() === 1 && next.getUTCDate() === 1) return longMonthYear.format(start);
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `${sameYear ? monthDay.format(start) : monthDayYear.format(start)} – ${monthDayYear.format(end)}`;
}

/** A round upper bound and 4–5 evenly spaced ticks from 0 for the y axis. */
export function yTicks(max: number): number[] {
  if (!(max > 0)) return [0];
  const rough = max / 4;
  const exp = 10 ** Math.floor(Math.log10(rough));
  const f = rough / exp;
  const step = (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * exp;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // the observer reports the first size after the browser's own layout: reading it here at mount would force a
    // layout of the page in the middle of its first renders
    const ro = new ResizeObserver((entries) => {
      const w = entries[entries.length - 1]?.contentRect.width ?? el.getBoundingClientRect().width;
      if (w > 0) setWidth(Math.round(w));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Paid revenue per bucket as an inline SVG bar chart: y axis in dollars, x axis in dates, a title and a tooltip per
 * bar on hover, and keyboard access (focus the chart, then arrow keys). All zero: the empty state instead.
 */
export function RevenueChart({ series, granularity, periodLabel }: { series: readonly RevenuePoint[]; granularity: Granularity; periodLabel: string }) {
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const values = useMemo(() => series.map((p) => Math.max(0, Number(p.revenue) || 0)), [series]);
  const max = values.length ? Math.max(...values) : 0;

  if (max === 0) {
    return (
      <Flex
        h={`${HEIGHT}px`}
        direction="column"
        align="center"
        justify="center"
        gap="2"
        borderWidth="1px"
        borderStyle="dashed"
        borderColor="border"
        borderRadius="lg"
        bgImage="repeating-linear-gradient(to bottom, transparent 0 45px, var(--chakra-colors-border-muted) 45px 46px)"
        data-testid="revenue-chart-empty"
      >
        <Flex boxSize="10" borderRadius="full" bg="bg.muted" color="fg.muted" align="center" justify="center">
          <ChartColumn size={18} aria-hidden="true" />
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {EMPTY_CHART_TEXT}
        </Text>
      </Flex>
    );
  }

  const ticks = yTicks(max);
  const top = ticks[ticks.length - 1];
  const plotW = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const n = values.length;
  const band = plotW / n;
  const barW = Math.max(2, Math.min(band * 0.66, 44));
  const y = (v: number) => MARGIN.top + plotH - (v / top) * plotH;
  const baseline = y(0);
  const labelStep = Math.max(1, Math.ceil(n / Math.max(2, Math.floor(plotW / LABEL_SPACING))));
  const firstLabelled = (n - 1) % labelStep;
  const barX = (i: number) => MARGIN.left + i * band + (band - barW) / 2;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = n - 1;
    const cur = active ?? last;
    let next: number | null = null;
    if (e.key === "ArrowLeft") next = Math.max(0, cur - 1);
    else if (e.key === "ArrowRight") next = Math.min(last, cur + 1);
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = last;
    else if (e.key === "Escape") return setActive(null);
    if (next !== null) {
      e.preventDefault();
      setActive(next);
    }
  };

  const activePoint = active !== null ? series[active] : null;
  const activeText = activePoint ? `${bucketLabel(activePoint, granularity)}: ${(formatMoney(activePoint.revenue) ?? "$0")}` : "";

  return (
    <Box
      ref={ref}
      position="relative"
      tabIndex={0}
      role="group"
      aria-roledescription="chart"
      aria-label={`Paid revenue, ${periodLabel}. Use the arrow keys to read each bar.`}
      onKeyDown={onKeyDown}
      onFocus={() => setActive((a) => a ?? n - 1)}
      onBlur={() => setActive(null)}
      onMouseLeave={() => setActive(null)}
      borderRadius="md"
      outline="none"
      _focusVisible={{ boxShadow: "0 0 0 2px var(--brand-color)" }}
      data-testid="revenue-chart"
    >
      <svg width="100%" height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} style={{ display: "block", overflow: "visible" }}>
        <g aria-hidden="true">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(t)} y2={y(t)} stroke="var(--chakra-colors-border-muted)" strokeDasharray={t === 0 ? undefined : "3 4"} />
              <text x={MARGIN.left - 10} y={y(t)} dy="0.32em" textAnchor="end" style={AXIS_TEXT}>
                {formatMoneyShort(t)}
              </text>
            </g>
          ))}
          {series.map((p, i) =>
            i % labelStep === firstLabelled ? (
              <text key={p.startDate} x={MARGIN.left + i * band + band / 2} y={HEIGHT - 8} textAnchor="middle" style={AXIS_TEXT} data-testid="x-label">
                {axisLabel(p, granularity, i === firstLabelled)}
              </text>
            ) : null,
          )}
        </g>
        {series.map((p, i) => {
          const v = values[i];
          const x = barX(i);
          const barTop = y(v);
          const h = baseline - barTop;
          const r = Math.min(4, barW / 2, h);
          const label = `${bucketLabel(p, granularity)}: ${(formatMoney(p.revenue) ?? "$0")}`;
          const isActive = active === i;
          return (
            <g key={p.startDate} role="img" aria-label={label} data-testid="revenue-bar" data-value={p.revenue} onMouseEnter={() => setActive(i)}>
              <title>{label}</title>
              <rect x={MARGIN.left + i * band} y={MARGIN.top} width={band} height={plotH} fill={isActive ? "var(--chakra-colors-bg-muted)" : "transparent"} rx="4" />
              {h > 0 ? (
                <path
                  d={`M${x},${baseline} V${barTop + r} Q${x},${barTop} ${x + r},${barTop} H${x + barW - r} Q${x + barW},${barTop} ${x + barW},${barTop + r} V${baseline} Z`}
                  fill="var(--brand-color)"
                  fillOpacity={active === null || isActive ? 1 : 0.45}
                  style={{ transition: "fill-opacity 120ms" }}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      {activePoint && active !== null ? (
        <Box
          position="absolute"
          pointerEvents="none"
          left={`${Math.min(Math.max(barX(active) + barW / 2, 70), width - 70)}px`}
          top={`${Math.max(0, y(values[active]) - 8)}px`}
          transform="translate(-50%, -100%)"
          bg="gray.900"
          color="white"
          px="2.5"
          py="1.5"
          borderRadius="md"
          boxShadow="md"
          fontSize="xs"
          whiteSpace="nowrap"
          zIndex="1"
          data-testid="revenue-tooltip"
        >
          <Text color="whiteAlpha.800">{bucketLabel(activePoint, granularity)}</Text>
          <Text fontWeight="semibold">{(formatMoney(activePoint.revenue) ?? "$0")}</Text>
        </Box>
      ) : null}
      <VisuallyHidden aria-live="polite">{activeText}</VisuallyHidden>
    </Box>
  );
}
