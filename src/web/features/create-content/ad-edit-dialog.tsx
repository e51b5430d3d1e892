import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '../../lib/toast';
import type { z } from 'zod';
import { advertisementCreativeSchema, type AdvertisementCreative } from '../../../shared/schemas/content';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { describedBy, Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { uploadAdImage, useEditContent } from './api';
import { AdImageField, AdLinkFields } from './content-dialogs';
import { ContentPlaceFields } from './place-fields';
import type { ContentPlace } from '../../../shared/schemas/placement';
import { t } from '../../lib/i18n';

/**
 * Changes what an ad says, its image, where it leads and where it shows, in any state (budget, duration and audience
 * were paid for and stay). The server checks the owner, https-only addresses and that a linked listing is the member's.
 */
export function AdEditDialog({
  ad,
  open,
  onOpenChange,
}: {
  ad: { adId: number; place: ContentPlace | null } & Omit<AdvertisementCreative, 'place'>;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const formId = useId();
  const change = useEditContent().advertisement;
  const client = useQueryClient();
  const values = () => ({ title: ad.title, description: ad.description, link: ad.link });
  const form = useForm<FieldValues>({
    resolver: zodResolver(advertisementCreativeSchema as unknown as z.ZodType<FieldValues, FieldValues>),
    defaultValues: values(),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const [image, setImage] = useState<File | null>(null);

  useEffect(() => {
    if (open) reset({ title: ad.title, description: ad.description, link: ad.link });
  }, [open, ad.title, ad.description, ad.link, reset]);

  const errorOf = (name: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync({ id: ad.adId, input: input as AdvertisementCreative });
      if (image) {
        await uploadAdImage(ad.adId, image);
        await client.invalidateQueries({ queryKey: ['ads'] });
      }
      toast.success(t('Advertisement updated'));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [path, message] of Object.entries(error.fields)) setError(path as Path<FieldValues>, { message }, { shouldFocus: true });
      }
      toast.error(t('Error'), { description: errorMessage(error) });
    }
  });

  const field = (name: 'title' | 'description', label: string) => {
    const id = `${formId}-${name}`;
    const error = errorOf(name);
    const common = {
      id,
      'aria-required': true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, error),
      ...register(name),
    };
    return (
      <Field id={id} label={label} required error={error}>
        {name === 'description' ? <Textarea rows={3} {...common} /> : <Input {...common} />}
      </Field>
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Edit Advertisement')}
      footer={
        <>
          <Button variant="outline" type="button" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('Saving…') : t('Save changes')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-4">
        {field('title', t('Title'))}
        {field('description', t('Description'))}
        <AdImageField id={`${formId}-image`} onChange={setImage} />
        <AdLinkFields form={form} formId={formId} errorOf={errorOf} />
        <ContentPlaceFields form={form} formId={formId} current={ad.place} error={errorOf('place') ?? errorOf('place.placeId')} />
      </form>
    </Dialog>
  );
}
