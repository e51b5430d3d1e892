import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { emailSchema } from '../../../../shared/schemas/auth';
import type { Me } from '../../../../shared/schemas/profile';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SectionCard } from '../../../components/section-card';
import { api, errorMessage } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { meQueryKey } from '../../../lib/me';

/**
 * For a member who signed up with a phone number: an email address to sign in with too. It counts once its link is
 * opened; until then another address can replace it.
 */
export function AddEmailCard({ me }: { me: Me }) {
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useMutation({
    mutationFn: (address: string) => api<{ email: string }>('/api/v1/account/email', { body: { email: address } }),
    onSuccess: async (answer) => {
      setEmail('');
      toast.success(t('Check your email'), {
        description: t('We sent a link to {email}. Open it to add this address.', { email: answer.email }),
      });
      await client.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (failure) => setError(errorMessage(failure)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data);
  }

  return (
    <SectionCard
      title={t('Add an email address')}
      icon={<Mail aria-hidden className="size-5 text-muted-foreground" />}
      description={
        me.email
          ? t('We sent a link to {email}. Open it to add this address, or enter another one.', { email: me.email })
          : t('Sign in with your email as well as your phone number, and get account emails.')
      }
    >
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Field id="add-email" label={t('Email')} error={error}>
          <Input
            id="add-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'add-email-error' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? t('Sending...') : t('Add email')}
        </Button>
      </form>
    </SectionCard>
  );
}
