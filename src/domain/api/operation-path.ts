import { API_BASE } from '../http';

/**
 * An operation's address without its schemas: what a call needs to be sent. Kept apart from
 * `defineOperation` (./operation.ts) so the first page can call the few operations it needs without
 * loading the schema library (docs/decisions/0019-first-page-weight.md).
 */
export interface OperationRoute {
  id: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
}

/** The path with its `:name` parameters filled in (each encoded). */
export function operationPath(
  operation: Pick<OperationRoute, 'id' | 'path'>,
  params: Record<string, unknown> | undefined,
): string {
  return operation.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null)
      throw new Error(`${operation.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of an operation the browser fetches itself (an `<audio>` source, a download link). */
export function operationUrl(
  operation: Pick<OperationRoute, 'id' | 'path'>,
  params?: Record<string, unknown>,
): string {
  return `${API_BASE}${operationPath(operation, params)}`;
}
