import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';
import type { MessageKey } from '../i18n/useMessage';

export interface ActionOptions<Result> {
    /** the message shown when it worked (spec §8: 操作成功, 添加成功, 删除成功…) */
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
 * server's message (which the wire layer already falls back to the call's own, spec §8).
 * `busy` is true while it runs, so a button can be disabled against a double click.
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
            notify(error.message || 'portal.common.failed', { type: 'error' });
            onError?.(error);
        },
    });
    return {
        run: (...args: Args) => mutation.mutate(args),
        busy: mutation.isPending,
        error: mutation.error,
    };
};
