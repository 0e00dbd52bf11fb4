import { createContext, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { onAddressBarQueryWritten, readAddressBarQuery, writeAddressBarQuery } from './address-bar-query';

/**
 * Whether query changes skip the router (address-bar-query.ts). The app says so around its browser router; a
 * memory router (stories, tests) keeps the query in the router, which then owns it alone.
 */
export const AddressBarQueryContext = createContext(false);

export type QueryParamsUpdate = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);
export type SetQueryParams = (next: QueryParamsUpdate, options?: { replace?: boolean }) => void;

/**
 * The page's query parameters and their setter (a new history entry unless `replace`): the one way screens read and
 * change the query. With AddressBarQueryContext the router's location keeps the query of its own last navigation, so
 * nothing reads the query from the router.
 */
export function useQueryParams(): [URLSearchParams, SetQueryParams] {
  const shallow = useContext(AddressBarQueryContext);
  // The router's navigations (a new path, Back and Forward) render this through its location (useSearchParams
  // follows it); a write of ours through onAddressBarQueryWritten, in a transition as the router's own updates are.
  const [routerParams, setRouterParams] = useSearchParams();
  const [, setWrites] = useState(0);
  useEffect(
    () => (shallow ? onAddressBarQueryWritten(() => startTransition(() => setWrites((count) => count + 1))) : undefined),
    [shallow],
  );
  const query = shallow ? readAddressBarQuery() : undefined;
  const params = useMemo(() => (query === undefined ? routerParams : new URLSearchParams(query)), [query, routerParams]);
  const setParams = useMemo(() => setterFor(shallow, setRouterParams), [shallow, setRouterParams]);
  return [params, setParams];
}

/** The setter of useQueryParams alone, for a component that changes the query without reading it. */
export function useSetQueryParams(): SetQueryParams {
  const shallow = useContext(AddressBarQueryContext);
  const [, setRouterParams] = useSearchParams();
  return useMemo(() => setterFor(shallow, setRouterParams), [shallow, setRouterParams]);
}

/** Writes to the address bar (of the current query, for an update function), or asks the router. */
function setterFor(shallow: boolean, setRouterParams: SetQueryParams): SetQueryParams {
  if (!shallow) return setRouterParams;
  return (next, options) =>
    writeAddressBarQuery(typeof next === 'function' ? next(new URLSearchParams(readAddressBarQuery())) : next, options);
}
