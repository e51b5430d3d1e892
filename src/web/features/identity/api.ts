import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentType } from '../../../shared/identity';
import type { IdentityState } from '../../../shared/schemas/identity';
import { api } from '../../lib/api';
import { sendForm } from '../listings';

const MINE = '/api/v1/me/identity-verification';

export const identityKeys = {
  mine: ['identity', 'me'] as const,
  queue: ['admin', 'identity'] as const,
};

/** Account → Verification: the member's latest request and whether they carry the badge. */
export const identityStateQuery = () => queryOptions({ queryKey: identityKeys.mine, queryFn: () => api<IdentityState>(MINE) });

export function useIdentityState() {
  return useQuery(identityStateQuery());
}

export interface VerificationRequest {
  documentType: IdDocumentType;
  document: File;
  selfie: File;
}

/** Sends the document type and both photos in one multipart request; the answer is the new state. */
export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: VerificationRequest) => {
      const form = new FormData();
      form.append('documentType', request.documentType);
      form.append('document', request.document, request.document.name);
      form.append('selfie', request.selfie, request.selfie.name);
      return sendForm<IdentityState>(MINE, form);
    },
    onSuccess: (state) => client.setQueryData(identityKeys.mine, state),
  });
}
