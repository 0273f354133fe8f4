import { describe, expect, it } from 'vitest';
import { describeHttpFailure, type HttpFailure } from '../../src/domain/http-errors';
import { translate } from '../../src/domain/messages';

const text = (input: HttpFailure) => {
  const described = describeHttpFailure(input);
  return described.text ?? translate('en', described.key, described.params);
};

describe('docs/product.md §8 mapping rule', () => {
  it.each([
    [
      { kind: 'noConnection' },
      'error.noConnection',
      'No internet connection. Please check your network and try again.',
    ],
    [
      { kind: 'timeout' },
      'error.timeout',
      'Request timed out. Please check your internet connection and try again.',
    ],
    [
      { kind: 'offline' },
      'error.offline',
      'Your device is offline. Please connect to the internet and try again.',
    ],
    [{ kind: 'network' }, 'error.connection', 'Connection error. Please check your internet connection.'],
    [{ kind: 'http', status: 400 }, 'error.400', 'Error sending request. Please check your input data.'],
    [{ kind: 'http', status: 401 }, 'error.401', 'Authorization error. Please log in again.'],
    [
      { kind: 'http', status: 403 },
      'error.403',
      'Access denied. You do not have permission to perform this action.',
    ],
    [{ kind: 'http', status: 404 }, 'error.404', 'Resource not found. Please check the address.'],
    [{ kind: 'http', status: 409 }, 'error.409', 'Data conflict. The record may already exist.'],
    [{ kind: 'http', status: 422 }, 'error.422', 'Data validation error. Please check the form.'],
    [{ kind: 'http', status: 500 }, 'error.server', 'Server error. Please try again later.'],
    [{ kind: 'http', status: 502 }, 'error.server', 'Server error. Please try again later.'],
    [{ kind: 'http', status: 503 }, 'error.server', 'Server error. Please try again later.'],
    [{ kind: 'other' }, 'error.unknown', 'Unknown error occurred'],
  ] as const)('%o → %s', (input, key, message) => {
    expect(describeHttpFailure(input).key).toBe(key);
    expect(describeHttpFailure(input).text).toBeUndefined();
    expect(text(input)).toBe(message);
  });

  it.each([418, 429, 504, 413])('other status %i → "Error sending request (status)."', (status) => {
    expect(describeHttpFailure({ kind: 'http', status })).toEqual({
      key: 'error.status',
      params: { status },
    });
    expect(text({ kind: 'http', status })).toBe(`Error sending request (${status}).`);
  });

  it.each([400, 401, 403, 404, 409, 422, 500, 503, 429])(
    'a server message wins over the status %i text',
    (status) => {
      expect(text({ kind: 'http', status, serverMessage: 'Invalid credentials.' })).toBe(
        'Invalid credentials.',
      );
    },
  );

  it('a blank server message does not count', () => {
    expect(describeHttpFailure({ kind: 'http', status: 404, serverMessage: '  ' })).toEqual({
      key: 'error.404',
    });
  });

  it('every key exists in Russian too', () => {
    expect(translate('ru', describeHttpFailure({ kind: 'http', status: 599 }).key, { status: 599 })).toBe(
      'Ошибка при отправке запроса (599).',
    );
    expect(translate('ru', describeHttpFailure({ kind: 'offline' }).key)).toMatch(/не в сети/);
  });
});
