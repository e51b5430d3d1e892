import type { MetricSummary } from '../../../shared/schemas/analytics';
import { formatNumber } from '../../../shared/number-format';
import { t } from '../../lib/i18n';

/** The change on the period before, in the words people use: "Up 25% on the 7 days before", "Up from none…". */
export function changeWords(summary: Pick<MetricSummary, 'total' | 'changePercent'>, days: number): string {
  const { changePercent: change } = summary;
  if (change === null) {
    return summary.total > 0
      ? t('Up from none in the {days} days before', { days })
      : t('None, and none in the {days} days before', { days });
  }
  if (change === 0) return t('Same as the {days} days before', { days });
  // The five languages all write a percentage as "25%".
  const amount = `${formatNumber(Math.abs(change), { maximumFractionDigits: 1 })}%`;
  return change > 0
    ? t('Up {change} on the {days} days before', { change: amount, days })
    : t('Down {change} on the {days} days before', { change: amount, days });
}
