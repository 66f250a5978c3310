/**
 * The public site's content from the API: the pages of a page type (the terms are `terms`)
 * and the calls to action, read through the shared query cache; staff edit both in the back
 * office, and a page load shows the latest.
 *
 * spec: public-site.md §2.1 (PTermsAndConditions: text from a content page), §2.4 (alerts:
 * call-to-action messages), §6 (get all call-to-actions).
 */
import type { CallToActionRead, PublicPage } from '@hifadhi/shared/schemas/content-settings';
import { apiGet } from '../../lib/api-client';
import { useApiQuery } from '../../lib/use-api-query';

/** The page type whose pages are the terms and policies. */
export const TERMS_PAGE_TYPE = 'terms';

/** The pages of `pageType`, in order. */
export function usePages(pageType: string) {
  const path = `/public/pages/${encodeURIComponent(pageType)}`;
  return useApiQuery(path, () => apiGet<PublicPage[]>(path));
}

/** The calls to action the home page shows, in order. */
export function useCallsToAction() {
  const path = '/public/calls-to-action';
  return useApiQuery(path, () => apiGet<CallToActionRead[]>(path));
}
