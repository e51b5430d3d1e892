import { ChartNoAxesColumn } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { TAP_KINDS, type TapKind } from '../../../shared/analytics-taps';
import type { AnalyticsKind } from '../../../shared/schemas/analytics';
import { Button, type ButtonProps } from '../../components/ui/button';
import { reportTap } from './api';
import { t } from '../../lib/i18n';

export const analyticsHref = (kind: AnalyticsKind, id: number) => `/app/${kind}/${id}/analytics`;

/**
 * The owner's way to a listing's analytics page (My Businesses, My Professions, the listing's own page). Plans allow one
 * business and one profession, so "Analytics" alone is unambiguous where it shows, and links named after the listing
 * stay unique.
 */
export function AnalyticsLink(props: { kind: AnalyticsKind; id: number; size?: ButtonProps['size']; variant?: ButtonProps['variant'] }) {
  return (
    <Button asChild size={props.size} variant={props.variant ?? 'outline'}>
      <Link to={analyticsHref(props.kind, props.id)}>
        <ChartNoAxesColumn aria-hidden />
        {t('Analytics')}
      </Link>
    </Button>
  );
}

/**
 * Reports taps on the contact elements inside it: any element marked `data-tap="call|whatsapp|message|website"`.
 * A wrapper with `display: contents`, so it does not change the layout of the buttons it holds.
 */
export function TapReporter(props: { kind: AnalyticsKind; id: number; tap?: TapKind; children: ReactNode }) {
  const onClickCapture = (event: MouseEvent<HTMLElement>) => {
    const marked = props.tap ?? (event.target as Element).closest('[data-tap]')?.getAttribute('data-tap');
    if (marked && (TAP_KINDS as readonly string[]).includes(marked)) reportTap(props.kind, props.id, marked as TapKind);
  };
  return (
    <div className="contents" onClickCapture={onClickCapture}>
      {props.children}
    </div>
  );
}
