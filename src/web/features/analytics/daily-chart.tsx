import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useTheme } from '../../lib/theme';
import { dateFormatter } from '../../lib/date-format';
import { useLanguage } from '../../lib/i18n';
import { dayTicks } from './day-ticks';

const MONTHS = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2024, month, 15)));
// 7 January 2024 was a Sunday: uPlot counts weekdays from Sunday, as Date#getDay does.
const WEEKDAYS = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2024, 0, 7 + day)));
const formats = {
  MMMM: dateFormatter('MMMM', { utc: true }),
  MMM: dateFormatter('MMM', { utc: true }),
  WWWW: dateFormatter('EEEE', { utc: true }),
  WWW: dateFormatter('EEE', { utc: true }),
};

/** Month and weekday names for the time axis in the reader's language. */
const dateNames = (): uPlot.DateNames => ({
  MMMM: MONTHS.map((date) => formats.MMMM(date)),
  MMM: MONTHS.map((date) => formats.MMM(date)),
  WWWW: WEEKDAYS.map((date) => formats.WWWW(date)),
  WWW: WEEKDAYS.map((date) => formats.WWW(date)),
});

/**
 * A daily bar chart drawn by uPlot (canvas). Loaded lazily by the analytics page only. Colours come from the theme's
 * CSS (the container's `color` is the bar colour), so it follows dark mode; it fills its container's width, down to
 * 360 px screens. The canvas is hidden from screen readers: the page gives each chart a table instead.
 */
export default function DailyChart(props: { days: string[]; values: number[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const { resolved } = useTheme();
  const language = useLanguage();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const bar = style.color;
    const text = getComputedStyle(document.body).color;
    const grid = style.borderColor;
    const xs = props.days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '11px system-ui, sans-serif' };
    const options: uPlot.Options = {
      // uPlot's own names are English: kept for English, the reader's for the other languages.
      ...(language === 'en' ? {} : { fmtDate: (template: string) => uPlot.fmtDate(template, dateNames()) }),
      width: Math.max(element.clientWidth, 200),
      height: 160,
      legend: { show: false },
      cursor: { show: true, drag: { x: false, y: false } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] } },
      axes: [
        // Days as the rest of the app writes them ("3 Nov"): uPlot's own "11/3" reads as 11 March in Nigeria.
        { ...axis, space: 60, values: (_u, ticks) => dayTicks(ticks) },
        { ...axis, size: 40, space: 30, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
      ],
      series: [
        {},
        {
          label: props.label,
          stroke: bar,
          fill: bar,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.7, 24] }),
          points: { show: false },
        },
      ],
    };
    const chart = new uPlot(options, [xs, props.values], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 200), height: 160 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [props.days, props.values, props.label, resolved, language]);

  return <div ref={box} aria-hidden className="w-full overflow-hidden border-border text-primary" />;
}
