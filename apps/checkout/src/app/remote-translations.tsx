import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from './api-context';
import { mergeTranslations } from './i18n';

/**
 * Loads the API's texts of the page's language once and merges them over the bundled ones. A
 * failure is reported only: the bundled texts (French as the fallback) stay.
 */
export function RemoteTranslations() {
  const api = useApi();
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: ['translations'],
    queryFn: () => api.translations(),
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (query.data) mergeTranslations(i18n, query.data);
  }, [i18n, query.data]);
  useEffect(() => {
    if (query.error) console.error('Unable to load the translations', query.error);
  }, [query.error]);
  return null;
}
