import { useEffect } from 'react';
import { PRODUCT_NAME, TAGLINE } from '../../shared/brand';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} — ${TAGLINE}`;
  }, [title]);
}
