import { useEffect } from 'react';
import { PRODUCT_NAME, TAGLINE } from '../../shared/brand';
import { t } from './i18n';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — ${t(TAGLINE)}`;
  }, [title]);
}
