import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';
import { isPaid } from '../../domain/states/payments';

/** How often the top-up dialog asks whether the payment went through. */
export const PAYMENT_POLL_MS = 5_000;

export interface PaymentPollingOptions {
    /** the payment to watch; null stops polling */
    paymentSn: string | null;
    /** ask at once rather than after the first interval (after a retry) */
    immediate?: boolean;
    onPaid: () => void;
    /** a failed poll stops polling; the caller decides whether to retry */
    onError: (error: Error) => void;
}

type PaymentState = Awaited<ReturnType<PortalDataProvider['getPaymentState']>>;

/**
 * Asks `getPaymentState` every PAYMENT_POLL_MS until paymentState is 1: react-query's
 * `refetchInterval`, which stops once paid or after a failed poll. One question at a time (the
 * interval starts again when the answer is in); unmounting or a new paymentSn stops it.
 */
export const usePaymentPolling = ({
    paymentSn,
    immediate = false,
    onPaid,
    onError,
}: PaymentPollingOptions) => {
    const dataProvider = useDataProvider<PortalDataProvider>();
    const paid = useEffectEvent(onPaid);
    const failed = useEffectEvent(onError);
    const { data, error, isFetching } = useQuery<PaymentState | null>({
        queryKey: ['paymentState', paymentSn],
        queryFn: () => dataProvider.getPaymentState(paymentSn!),
        enabled: !!paymentSn,
        // null: not asked yet. It stays fresh, so the first question waits one interval; after a
        // retry it is stale at once and asked now. A refresh of every query leaves it alone.
        initialData: null,
        staleTime: immediate ? 0 : 'static',
        refetchInterval: ({ state }) =>
            state.status === 'error' || isPaid(state.data?.paymentState) ? false : PAYMENT_POLL_MS,
        // the payer is on their phone: this tab may well be hidden meanwhile
        refetchIntervalInBackground: true,
        refetchOnWindowFocus: false,
        retry: false,
        gcTime: 0,
    });

    useEffect(() => {
        if (isPaid(data?.paymentState)) paid();
    }, [data]);
    // a retry asks again while the failure is still the query's: only a settled one is told
    useEffect(() => {
        if (error && !isFetching) failed(error);
    }, [error, isFetching]);
};
