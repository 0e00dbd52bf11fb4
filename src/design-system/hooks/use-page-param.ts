import { useCallback, useEffect } from 'react';
import { toast } from '../components/toast';
import { PAGE_PARAM, type PageDecision } from '@/shared/paging';
import { useQueryParams, useSetQueryParams } from './query-params/use-query-params';

/** One toast for an invalid page, however often the rule runs (and whichever list runs it). */
const INVALID_PAGE_TOAST = 'invalid-page';

function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  // The first page has no page parameter (the plain /wallet, /transaction-history).
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return next;
}

export interface PageParam {
  /** The raw ?page= value (null without one). */
  raw: string | null;
  /** A new history entry with only the query changed, so Back returns to the previous page. */
  goToPage: (page: number) => void;
}

/** The page in the URL (?page=N); other query parameters are kept. */
export function usePageParam(): PageParam {
  const [params, setParams] = useQueryParams();
  const goToPage = useCallback((page: number) => setParams((current) => withPage(current, page)), [setParams]);
  return { raw: params.get(PAGE_PARAM), goToPage };
}

/**
 * Carries out a redirect of the page rule: the page error for 5 s when the page was not a number, then the
 * URL of the right page, replacing the history entry (Back must not return to the invalid URL).
 */
export function usePageRedirect(decision: PageDecision): void {
  const setParams = useSetQueryParams();
  const redirectTo = decision.kind === 'redirect' ? decision.page : undefined;
  const invalid = decision.kind === 'redirect' && decision.invalid;

  useEffect(() => {
    if (redirectTo === undefined) return;
    if (invalid) toast.pageError({ id: 'errors.page.invalidNumber' }, { id: INVALID_PAGE_TOAST });
    setParams((current) => withPage(current, redirectTo), { replace: true });
  }, [redirectTo, invalid, setParams]);
}
