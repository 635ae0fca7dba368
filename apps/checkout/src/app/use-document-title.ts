import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets `<title>` to "{page} | Maison Rue". */
export function useDocumentTitle(page: string) {
  const { t } = useTranslation();
  const siteName = t('meta.siteName');
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : siteName;
  }, [page, siteName]);
}
