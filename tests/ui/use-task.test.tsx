import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTask } from '../../src/ui/hooks/use-task';

/** A task the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { run: () => promise, resolve, reject };
}

function Status({ run }: { run: ((signal: AbortSignal) => Promise<string>) | null }) {
  const task = useTask(run);
  if (task.status === 'done') return <p role="status">Done: {task.value}</p>;
  if (task.status === 'failed') return <p role="alert">Failed: {String(task.error)}</p>;
  return <p role="status">{task.status}</p>;
}

describe('useTask', () => {
  it('is idle without a task, pending while it runs, then shows its value', async () => {
    const task = deferred<string>();
    const view = render(<Status run={null} />);
    expect(screen.getByRole('status').textContent).toBe('idle');
    view.rerender(<Status run={task.run} />);
    expect(screen.getByRole('status').textContent).toBe('pending');
    task.resolve('confirmed');
    await screen.findByText('Done: confirmed');
  });

  it('shows a failure', async () => {
    const task = deferred<string>();
    render(<Status run={task.run} />);
    task.reject('refused');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed: refused');
  });

  it('drops the outcome of a task replaced before it settled', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const view = render(<Status run={first.run} />);
    view.rerender(<Status run={second.run} />);
    second.resolve('new');
    await screen.findByText('Done: new');
    // The replaced task settles after the current one; its answer has had its chance once awaited.
    await act(async () => {
      first.resolve('old');
      await first.run();
    });
    expect(screen.getByRole('status').textContent).toBe('Done: new');
  });

  it('aborts the signal of a task once it is replaced, and of the current one when the screen goes', () => {
    const signals: AbortSignal[] = [];
    const waiting = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    const first = (signal: AbortSignal) => waiting(signal);
    const second = (signal: AbortSignal) => waiting(signal);
    const view = render(<Status run={first} />);
    expect(signals.map((signal) => signal.aborted)).toEqual([false]);
    view.rerender(<Status run={second} />);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    view.unmount();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });
});
