import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/**
 * A labelled form control with its hint or error. Required fields carry a visual "*" next to the label
 * (hidden from screen readers, which hear aria-required on the control instead), so the label's text
 * and the control's accessible name stay exactly the field's name. The label and hint come translated; the error is
 * shown through `t()`, as it may be a shared zod schema's English message (marked with `msg()` where the schema is
 * written); a message already translated (the server's, or one the form wrote with `t()`) shows as it is.
 */
export function Field(props: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid content-start gap-1.5', props.className)}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={props.id} className="text-sm font-medium">
          {props.label}
        </label>
        {/* Outside the label, so the label's text is exactly the field's name. */}
        {props.required ? (
          <span aria-hidden className="text-sm font-medium text-destructive">
            *
          </span>
        ) : null}
      </div>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-destructive">
          {t(props.error)}
        </p>
      ) : props.hint ? (
        <p id={`${props.id}-hint`} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control inside Field: its error when there is one, else its hint. */
export function describedBy(id: string, error: string | undefined, hasHint = false): string | undefined {
  if (error) return `${id}-error`;
  return hasHint ? `${id}-hint` : undefined;
}

/** A small "Fields marked * are required" note for the top of a form. */
export function RequiredNote() {
  // The star keeps its colour in every language: the translation is split around it.
  const [before, ...after] = t('Fields marked * are required.').split('*');
  return (
    <p className="text-xs text-muted-foreground">
      {before}
      {after.length > 0 ? (
        <>
          <span className="text-destructive">*</span>
          {after.join('*')}
        </>
      ) : null}
    </p>
  );
}
