import { msg } from '../../../shared/i18n/msg';
import { VIDEO_CATEGORIES, VIDEO_CATEGORY_LABELS, VIDEO_PRIVACY, type VideoCategory, type VideoPrivacy } from '../../../shared/videos';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { t } from '../../lib/i18n';

const PRIVACY_LABELS: Record<VideoPrivacy, string> = {
  public: msg('Public'),
  unlisted: msg('Unlisted (only with the link)'),
  private: msg('Private (only you)'),
};

interface ChoiceProps<T> {
  id: string;
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
}

/** The video's category, one of the spec's eight (upload and edit). */
export function CategoryField({ id, value, onChange, disabled }: ChoiceProps<VideoCategory>) {
  return (
    <Field id={id} label={t('Category')}>
      <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as VideoCategory)}>
        {VIDEO_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(VIDEO_CATEGORY_LABELS[category])}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** Who may watch the video: everyone, only those with the link, or only its owner (upload and edit). */
export function PrivacyField({ id, value, onChange, disabled }: ChoiceProps<VideoPrivacy>) {
  return (
    <Field id={id} label={t('Privacy')}>
      <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as VideoPrivacy)}>
        {VIDEO_PRIVACY.map((privacy) => (
          <option key={privacy} value={privacy}>
            {t(PRIVACY_LABELS[privacy])}
          </option>
        ))}
      </Select>
    </Field>
  );
}
