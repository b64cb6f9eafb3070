import { useEffect, useEffectEvent } from 'react';
import { useDataProvider } from 'react-admin';
import type { PortalDataProvider } from '../../dataProvider';

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

/**
 * Asks `getPaymentState` every PAYMENT_POLL_MS until paymentState is 1. One question at a time
 * (the next is scheduled when the answer is in); unmounting or a new paymentSn stops it.
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

    useEffect(() => {
        if (!paymentSn) return undefined;
        let stopped = false;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const poll = async () => {
            try {
                const { paymentState } = await dataProvider.getPaymentState(paymentSn);
                if (stopped) return;
                if (paymentState === 1) paid();
                else timer = setTimeout(poll, PAYMENT_POLL_MS);
            } catch (error) {
                if (!stopped) failed(error instanceof Error ? error : new Error(String(error)));
            }
        };
        timer = setTimeout(poll, immediate ? 0 : PAYMENT_POLL_MS);
        return () => {
            stopped = true;
            clearTimeout(timer);
        };
    }, [dataProvider, paymentSn, immediate]);
};
