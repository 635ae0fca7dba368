import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useId } from 'react';

export type ApiWriteOptions<TVariables, TData> = Omit<
  UseMutationOptions<TData, unknown, TVariables>,
  'mutationKey' | 'networkMode'
>;

/**
 * A write to the API (a form's save, a delete, a download) through react-query's `useMutation`:
 * `isPending` is the busy flag (and `variables` says which row or button is busy), `onMutate`
 * clears the last message, `onError` words the failure, `onSuccess` goes on with the answer.
 *
 * - `run(variables)` sends unless a write of the same hook is already running. The mutation
 *   cache is asked at the click itself: react-query tells React a tick later, so a busy button
 *   alone would let a second Enter or click through in between.
 * - `mutate(variables)` always sends: for lists where another row may be changed meanwhile.
 * - Sent even when the browser says it is offline (`networkMode: 'always'`): the call then fails
 *   with its message instead of waiting, paused, for the network to come back.
 */
export function useApiWrite<TVariables = void, TData = unknown>(
  options: ApiWriteOptions<TVariables, TData>,
) {
  const queryClient = useQueryClient();
  const mutationKey = ['api-write', useId()];
  const mutation = useMutation({ ...options, mutationKey, networkMode: 'always' });

  function run(variables: TVariables) {
    if (queryClient.isMutating({ mutationKey, exact: true }) > 0) return;
    mutation.mutate(variables);
  }

  return { ...mutation, run };
}
