import { media as mediaList, type Media } from '../../projects/enums';
import { emptyRequestFilter, requestSorts, type RequestFilter, type RequestSort } from './filter';
import { requestLineStatuses, type RequestLineStatus } from './line';
import { isCalendarDay } from '../../calendar-day';

/**
 * The request queue's filter in the address (docs/licensing.md §3 "saved filter in the URL"): only what
 * differs from `emptyRequestFilter` is written, and anything unknown read back is left at its default, so
 * an old or edited link still opens the queue.
 */

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
const day = (value: string | null) => (value !== null && isCalendarDay(value) ? value : null);
const id = (value: string | null) => (value && value.length <= 100 ? value : null);

export function requestFilterToSearchParams(filter: RequestFilter): URLSearchParams {
  const params = new URLSearchParams();
  const search = filter.search.trim();
  if (search) params.set('q', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.projectId) params.set('project', filter.projectId);
  if (filter.orderId) params.set('order', filter.orderId);
  if (filter.customerId) params.set('customer', filter.customerId);
  if (filter.media) params.set('media', filter.media);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.sort !== emptyRequestFilter.sort || filter.direction !== emptyRequestFilter.direction)
    params.set('sort', `${filter.sort}-${filter.direction}`);
  if (filter.view !== emptyRequestFilter.view) params.set('view', filter.view);
  return params;
}

export function requestFilterFromSearchParams(params: URLSearchParams | string): RequestFilter {
  const read = typeof params === 'string' ? new URLSearchParams(params) : params;
  const [sortName = '', direction = ''] = (read.get('sort') ?? '').split('-');
  const sort = oneOf<RequestSort>(requestSorts, sortName);
  const validSort = sort !== null && (direction === 'asc' || direction === 'desc');
  return {
    search: read.get('q') ?? '',
    status: oneOf<RequestLineStatus>(requestLineStatuses, read.get('status')),
    projectId: id(read.get('project')),
    orderId: id(read.get('order')),
    customerId: id(read.get('customer')),
    media: oneOf<Media>(mediaList, read.get('media')),
    from: day(read.get('from')),
    to: day(read.get('to')),
    sort: validSort ? sort : emptyRequestFilter.sort,
    direction: validSort ? direction : emptyRequestFilter.direction,
    view: read.get('view') === 'grouped' ? 'grouped' : emptyRequestFilter.view,
  };
}
