// Identity verification's constants, without zod: the Account form and the badge need these, not the schemas.

import { msg } from './i18n/msg';

/** The Nigerian documents a member may photograph (issue 15, item 4). */
export const ID_DOCUMENT_TYPES = ['nin_slip', 'drivers_licence', 'international_passport', 'voters_card'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];
export const ID_DOCUMENT_LABELS: Record<IdDocumentType, string> = {
  nin_slip: msg('NIN slip'),
  drivers_licence: msg('Driver’s licence'),
  international_passport: msg('International passport'),
  voters_card: msg('Voter’s card'),
};

/** What a member's latest request says; `none` when they never asked. */
export const IDENTITY_STATUSES = ['none', 'pending', 'approved', 'rejected', 'expired'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** An undecided request is deleted, with its photos, after this many days. */
export const IDENTITY_REQUEST_DAYS = 30;

/** The two photos of a request, as the upload's form fields and the staff endpoint's path name them. */
export const IDENTITY_FILES = ['document', 'selfie'] as const;
export type IdentityFile = (typeof IDENTITY_FILES)[number];
export const IDENTITY_FILE_LABELS: Record<IdentityFile, string> = { document: msg('Photo of the ID'), selfie: msg('Selfie') };

/** The badge's words, the same for sighted readers and screen readers. */
export const VERIFIED_IDENTITY_LABEL = msg('Verified identity');
