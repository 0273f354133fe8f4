import type { MessageKey } from './messages';

/**
 * What went wrong with a request, as far as the user-facing message cares (docs/product.md §8 mapping rule).
 * `offline`: the device reports no network; `noConnection`: the request never reached a server;
 * `network`: any other failure without a response; `other`: not an HTTP failure at all.
 */
export type HttpFailure =
  | { kind: 'http'; status: number; serverMessage?: string }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'noConnection' }
  | { kind: 'network' }
  | { kind: 'other' };

interface FailureMessage {
  key: MessageKey;
  params?: Record<string, string | number>;
  /** The server's own message; shown instead of the catalogue text when present. */
  text?: string;
}

const statusKeys: Partial<Record<number, MessageKey>> = {
  400: 'error.400',
  401: 'error.401',
  403: 'error.403',
  404: 'error.404',
  409: 'error.409',
  422: 'error.422',
  500: 'error.server',
  502: 'error.server',
  503: 'error.server',
};

function statusMessage(status: number): FailureMessage {
  const key = statusKeys[status];
  return key ? { key } : { key: 'error.status', params: { status } };
}

/** The catalogue message for a failed request; a server message, when sent, wins (docs/product.md §8). */
export function describeHttpFailure(input: HttpFailure): FailureMessage {
  switch (input.kind) {
    case 'http': {
      const described = statusMessage(input.status);
      const text = input.serverMessage?.trim();
      return text ? { ...described, text } : described;
    }
    case 'offline':
      return { key: 'error.offline' };
    case 'timeout':
      return { key: 'error.timeout' };
    case 'noConnection':
      return { key: 'error.noConnection' };
    case 'network':
      return { key: 'error.connection' };
    case 'other':
      return { key: 'error.unknown' };
  }
}
