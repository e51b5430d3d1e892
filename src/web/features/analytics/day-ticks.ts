import { dateFormatter } from '../../lib/date-format';

const dayMonth = dateFormatter('d MMM', { utc: true });

/** The chart's day labels (seconds since 1970) as the rest of the app writes days: "3 Nov", never "11/3". */
export const dayTicks = (ticks: number[]): string[] => ticks.map((tick) => dayMonth(new Date(tick * 1000)));
