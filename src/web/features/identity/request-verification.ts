import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdDocumentType } from '../../../shared/identity';
import type { IdentityState } from '../../../shared/schemas/identity';
import { sendForm } from '../listings';
import { identityKeys, MINE } from './api';

// Apart from api.ts, which the account page's loader imports on every page: the multipart sender stays with the tab.

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
