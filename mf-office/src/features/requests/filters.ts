import { office } from '@agency/contracts';
import type { RequestFilters } from './api';

/** The filters the URL may hold, in the order the page shows them. */
export const FILTER_KEYS = ['q', 'status', 'service', 'assignee', 'unread'] as const;

/** The list's filters from the page's URL: each one the API would take, the others dropped. */
export function filtersFrom(params: URLSearchParams): RequestFilters {
  const filters: RequestFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && office.RequestsQuery.shape[key].safeParse(value).success) filters[key] = value;
  }
  return filters;
}

/** The filters as a saved view's query (the contract's own values: a staff id is a number). */
export function queryOf(filters: RequestFilters): office.RequestsQuery {
  return office.RequestsQuery.parse(filters);
}

/** A saved view's query as URL search params. */
export function searchOf(query: office.RequestsQuery): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const hasFilters = (filters: RequestFilters) => Object.keys(filters).length > 0;
