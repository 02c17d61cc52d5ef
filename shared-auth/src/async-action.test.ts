import { act, renderHook, waitFor } from '@testing-library/react';
import { useAsyncAction } from './async-action';

/** A promise the test settles by hand, to observe the state in between. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAsyncAction', () => {
  it('starts idle, with no data and no error', () => {
    const { result } = renderHook(() => useAsyncAction(async () => 'done'));
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined });
  });

  it('moves through request, then success with the answer', async () => {
    const call = deferred<{ id: number }>();
    const action = jest.fn((_id: number) => call.promise);
    const { result } = renderHook(() => useAsyncAction(action));

    let running!: Promise<{ id: number } | undefined>;
    act(() => {
      running = result.current.run(5);
    });
    expect(result.current.status).toBe('request');
    expect(action).toHaveBeenCalledWith(5);

    await act(async () => {
      call.resolve({ id: 5 });
      await running;
    });
    expect(result.current).toMatchObject({ status: 'success', data: { id: 5 }, error: undefined });
    await expect(running).resolves.toEqual({ id: 5 });
  });

  it('moves through request, then failure with the error, and run resolves to undefined', async () => {
    const failure = new Error('Request not successful.');
    const { result } = renderHook(() => useAsyncAction(async () => Promise.reject(failure)));
    let outcome: unknown = 'not run';
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toBeUndefined();
    expect(result.current).toMatchObject({ status: 'failure', data: undefined, error: failure });
  });

  it('reset clears the outcome back to idle', async () => {
    const { result } = renderHook(() => useAsyncAction(async () => Promise.reject(new Error('no'))));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.status).toBe('failure');
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined });
  });

  it('a newer run supersedes an older one: the late answer of the older run is ignored', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const action = jest.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { result } = renderHook(() => useAsyncAction(action as () => Promise<string>));

    act(() => {
      void result.current.run();
      void result.current.run();
    });
    await act(async () => {
      second.resolve('second');
      await second.promise;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });

    await act(async () => {
      first.resolve('first');
      await first.promise;
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });
  });

  it('an older run failing late does not turn a newer success into a failure', async () => {
    const first = deferred<string>();
    const action = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('fresh');
    const { result } = renderHook(() => useAsyncAction(action as () => Promise<string>));
    act(() => {
      void result.current.run();
    });
    await act(async () => {
      await result.current.run();
    });
    await act(async () => {
      first.reject(new Error('stale'));
      await first.promise.catch(() => undefined);
    });
    expect(result.current).toMatchObject({ status: 'success', data: 'fresh', error: undefined });
  });

  it('an answer arriving after reset does not bring the old outcome back', async () => {
    const call = deferred<string>();
    const { result } = renderHook(() => useAsyncAction(() => call.promise));
    act(() => {
      void result.current.run();
    });
    act(() => result.current.reset());
    await act(async () => {
      call.resolve('late');
      await call.promise;
    });
    expect(result.current.status).toBe('idle');
  });

  it('runs the latest action given to it, not the one from the first render', async () => {
    const { result, rerender } = renderHook(({ value }) => useAsyncAction(async () => value), { initialProps: { value: 'first' } });
    rerender({ value: 'second' });
    await act(async () => {
      await result.current.run();
    });
    await waitFor(() => expect(result.current.data).toBe('second'));
  });
});
