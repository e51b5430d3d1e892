import { msg, type Translatable } from '../../../shared/i18n/msg';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { Env } from '../../env';
import { accountAge } from '../safety/account-age';

/** A member's uploads still coming in: how many, and the bytes they declared together. */
export interface StagedUploads {
  uploads: number;
  bytes: number;
}

/** Why a new upload may not start: 429 for too many at once, 413 for too many bytes, with a message to show. */
export interface CapRefusal {
  status: 429 | 413;
  message: Translatable;
}

const MB = 1024 * 1024;

/**
 * Per-member caps on unfinished video uploads (VIDEO_UPLOADS_AT_ONCE, VIDEO_UPLOAD_BYTES_AT_ONCE; 0 turns one off):
 * each upload reserves its declared length on the staging disk from its first request, so a new account could stage
 * many gigabytes without sending a byte. Accounts younger than NEW_ACCOUNT_HOURS get half of each, as the abuse limits
 * (decision 0019).
 */
export function videoUploadCaps(deps: {
  db: Db;
  clock: Clock;
  env: Pick<Env, 'VIDEO_UPLOADS_AT_ONCE' | 'VIDEO_UPLOAD_BYTES_AT_ONCE' | 'NEW_ACCOUNT_HOURS'>;
}) {
  const age = accountAge({ db: deps.db, clock: deps.clock, newAccountHours: deps.env.NEW_ACCOUNT_HOURS });

  return {
    /** The caps for a member; `refusal` then decides, given what the member already has in flight. */
    async forMember(ownerId: string) {
      const young = await age.isNew(ownerId);
      const uploads = young ? Math.max(1, Math.floor(deps.env.VIDEO_UPLOADS_AT_ONCE / 2)) : deps.env.VIDEO_UPLOADS_AT_ONCE;
      const bytes = young ? Math.floor(deps.env.VIDEO_UPLOAD_BYTES_AT_ONCE / 2) : deps.env.VIDEO_UPLOAD_BYTES_AT_ONCE;
      const when = young ? 'yes' : 'no';

      return (staged: StagedUploads, declared: number): CapRefusal | null => {
        if (deps.env.VIDEO_UPLOADS_AT_ONCE > 0 && staged.uploads >= uploads) {
          return {
            status: 429,
            message: msg(
              'You can upload {limit, plural, one {# video} other {# videos}} at a time{young, select, yes { while your account is new} other {}}. Let an upload finish, or cancel one in My videos, then try again.',
              { limit: uploads, young: when },
            ),
          };
        }
        if (deps.env.VIDEO_UPLOAD_BYTES_AT_ONCE > 0 && staged.bytes + declared > bytes) {
          return {
            status: 413,
            message: msg(
              'Videos uploading at the same time can add up to {megabytes} MB{young, select, yes { while your account is new} other {}}. Let an upload finish, cancel one in My videos, or choose a smaller video.',
              { megabytes: Math.floor(bytes / MB), young: when },
            ),
          };
        }
        return null;
      };
    },
  };
}

export type VideoUploadCaps = ReturnType<typeof videoUploadCaps>;
