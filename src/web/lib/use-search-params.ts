import { useCallback } from 'react';
import {
  useSearchParams as useRouterSearchParams,
  type NavigateOptions,
  type URLSearchParamsInit,
} from 'react-router';

export type SearchParamsUpdate = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * React Router's `useSearchParams`, except that an updater starts from the address itself.
 * React Router hands the updater the parameters of the last render, and renders its state
 * updates in a transition, so a second quick change (a filter picked, then the search emptied)
 * would start from parameters without the first change and undo it. The updater gets a copy it
 * may change in place.
 */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsUpdate, options?: NavigateOptions) => void] {
  const [params, setRouterParams] = useRouterSearchParams();
  const setParams = useCallback(
    (next: SearchParamsUpdate, options?: NavigateOptions) =>
      setRouterParams(typeof next === 'function' ? () => next(currentParams()) : next, options),
    [setRouterParams],
  );
  return [params, setParams];
}

function currentParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
