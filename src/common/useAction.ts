import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { MessageKey } from '../i18n/useMessage';

export interface ActionOptions<Result> {
    /** the message shown when it worked (操作成功, 添加成功, 删除成功…) */
    success?: MessageKey;
    /** refresh every list and record on screen afterwards (true by default) */
    refresh?: boolean;
    onSuccess?: (result: Result) => void;
    /** after a failure, once its message is shown */
    onError?: (error: Error) => void;
}

/**
 * A state-changing call with its notifications in one place: react-query's mutation runs it
 * (pessimistically), the success message and a refresh follow, and a failure shows the
 * server's message (when it sent none, the wire layer has put the call's own fallback in its
 * place: the `fallback` of its row in dataProvider/calls/), or 操作失败 for an error that
 * has no message at all.
 * `busy` is true while it runs, so a button can be disabled against a double click. `run`
 * answers a promise that settles when the call is over and never rejects (the failure is
 * already shown), so a form's submit handler can return it and the form counts as submitting
 * until the server has answered.
 */
export const useAction = <Args extends unknown[], Result>(
    call: (...args: Args) => Promise<Result>,
    { success, refresh = true, onSuccess, onError }: ActionOptions<Result> = {},
) => {
    const notify = useNotify();
    const refreshAll = useRefresh();
    const mutation = useMutation<Result, Error, Args>({
        mutationFn: args => call(...args),
        onSuccess: result => {
            if (success) notify(success, { type: 'success' });
            if (refresh) refreshAll();
            onSuccess?.(result);
        },
        onError: error => {
            notify(error?.message || 'portal.common.failed', { type: 'error' });
            onError?.(error);
        },
    });
    return {
        run: (...args: Args): Promise<void> =>
            mutation.mutateAsync(args).then(
                () => undefined,
                () => undefined,
            ),
        busy: mutation.isPending,
        error: mutation.error,
    };
};
