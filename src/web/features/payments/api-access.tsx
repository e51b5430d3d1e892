import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, KeyRound, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  accessTokenCreateSchema,
  type AccessToken,
  type AccessTokenCreate,
  type AccessTokenCreated,
  type Subscription,
} from '../../../shared/schemas/payments';
import { SectionCard } from '../../components/section-card';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Dialog } from '../../components/ui/dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { describedBy, Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { t } from '../../lib/i18n';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from './api';
import { fillSlot, SLOT } from './slot';

/** Pro's personal access tokens (issue 11 item 9); other plans see what Pro's API access offers. */
export function ApiAccessSection(props: { subscription: Subscription; onSeePlans(): void }) {
  const isPro = props.subscription.plan === 'pro';
  return (
    <SectionCard
      title={t('API Access')}
      icon={<KeyRound aria-hidden className="size-5 text-muted-foreground" />}
      description={fillSlot(
        t('Personal access tokens let your own tools manage your listings, products, categories and posts through the {api}.', {
          api: SLOT,
        }),
        // The API's name, the same in every language.
        <a href="/api/docs" className="text-primary underline underline-offset-2">
          LocalHub API
        </a>,
      )}
    >
      {isPro ? (
        <TokenManager />
      ) : (
        <div className="grid gap-3 rounded-md bg-muted p-4 text-sm">
          <p className="font-medium">{t('API access is part of the Pro plan.')}</p>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>{t('Create named tokens and revoke them at any time')}</li>
            <li>{t('Send requests with an Authorization: Bearer header, up to {count} a minute per token', { count: 60 })}</li>
            <li>{t('Reach only your own listings, products, categories and posts')}</li>
          </ul>
          <div>
            <Button size="sm" onClick={props.onSeePlans}>
              {t('See Pro')}
            </Button>
          </div>
        </div>
      )}
    </SectionCard>
  );
}

function TokenManager() {
  const tokens = useAccessTokens(true);
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = useRevokeAccessToken();

  return (
    <div className="grid gap-5">
      <CreateTokenForm onCreated={setCreated} />

      {tokens.isPending ? (
        <div className="flex justify-center py-4">
          <Spinner label={t('Loading tokens')} />
        </div>
      ) : tokens.isError ? (
        <LoadError
          message={t('Failed to load your tokens.')}
          error={tokens.error}
          onRetry={() => void tokens.refetch()}
          retrying={tokens.isFetching}
        />
      ) : tokens.data.length === 0 ? (
        <EmptyState icon={KeyRound} title={t('No tokens yet')} description={t('Create one above to start using the API.')} />
      ) : (
        <ul aria-label={t('Access tokens')} className="divide-y divide-border rounded-md border border-border">
          {tokens.data.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words">{token.name}</p>
                <p className="text-muted-foreground">
                  <span className="font-mono text-xs">{token.prefix}…</span> · {t('Created {date}', { date: formatDate(token.createdAt) })}{' '}
                  · {token.lastUsedAt ? t('Last used {date}', { date: formatDate(token.lastUsedAt) }) : t('Never used')}
                </p>
              </div>
              <Button variant="outline" size="sm" onClick={() => setRevoking(token)} aria-label={t('Revoke {name}', { name: token.name })}>
                <Trash2 aria-hidden />
                {t('Revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <Dialog
        open={created !== null}
        onOpenChange={(open) => !open && setCreated(null)}
        title={t('Copy your new token')}
        description={t('This is the only time the token is shown.')}
        footer={<Button onClick={() => setCreated(null)}>{t('Done')}</Button>}
      >
        {created ? <NewTokenSecret token={created} /> : null}
      </Dialog>

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('Revoke this token?')}
        description={t('Requests made with "{name}" stop working at once. This cannot be undone.', { name: revoking?.name ?? '' })}
        confirmLabel={t('Revoke')}
        pendingLabel={t('Revoking...')}
        pending={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast.success(t('Token revoked'), { description: t('"{name}" no longer works.', { name: revoking.name }) });
              setRevoking(null);
            },
            onError: (error) =>
              toast.error(t('Error'), { description: t('Failed to revoke token. {reason}', { reason: errorMessage(error) }) }),
          });
        }}
      />
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated(token: AccessTokenCreated): void }) {
  const create = useCreateAccessToken();
  const form = useForm<AccessTokenCreate>({ resolver: zodResolver(accessTokenCreateSchema), defaultValues: { name: '' } });
  // Field shows it through t(): the shared schema's English message, or the server's already translated.
  const error = form.formState.errors.name?.message;

  const onSubmit = form.handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (token) => {
        form.reset();
        onCreated(token);
      },
      onError: (failure) => {
        const field = failure instanceof ApiRequestError ? failure.fields.name : undefined;
        if (field) form.setError('name', { message: field }, { shouldFocus: true });
        else toast.error(t('Error'), { description: t('Failed to create token. {reason}', { reason: errorMessage(failure) }) });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <Field id="token-name" label={t('Token name')} error={error} hint={t('For example the tool that will use it.')} className="flex-1">
        <Input
          id="token-name"
          maxLength={60}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('token-name', error, true)}
          {...form.register('name')}
        />
      </Field>
      <Button type="submit" disabled={create.isPending} className="sm:mt-6">
        {create.isPending ? t('Creating...') : t('Create Token')}
      </Button>
    </form>
  );
}

function NewTokenSecret({ token }: { token: AccessTokenCreated }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(token.token);
      toast.success(t('Token copied'));
    } catch {
      toast.error(t('Error'), { description: t('Could not copy. Select the token and copy it yourself.') });
    }
  }
  return (
    <div className="grid gap-3 text-sm">
      <p className="flex items-start gap-2 rounded-md border border-amber-500 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('Copy "{name}" now and keep it somewhere safe. LocalHub stores only a fingerprint of it and cannot show it again.', {
          name: token.name,
        })}
      </p>
      <label htmlFor="new-token" className="font-medium">
        {t('Your token')}
      </label>
      <div className="flex gap-2">
        <Input id="new-token" readOnly value={token.token} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          {t('Copy')}
        </Button>
      </div>
    </div>
  );
}
