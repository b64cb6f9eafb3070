/** The agency's money: account, top-up payments, transactions and unit prices. Field names are exactly the spec's. */
export type InandexType = 1 | 2; // income, expense
export type TradeType = 1 | 2 | 3; // top-up, consumption, refund
/** A QR payment's state: 0 awaiting payment, 1 paid (domain/states/payments.ts). */
export type PaymentState = 0 | 1;

export interface CapitalDetail {
    id: number;
    tradeSn: string;
    tradeTime: string;
    inandexType: InandexType;
    tradeType: TradeType;
    money: number;
    /** the order number or payment number the money moved for */
    paymentSn: string;
    /** balance after this record */
    balance: number;
}

export interface CapitalDetailFilter {
    tradeSn?: string;
    paymentSn?: string;
    inandexType?: InandexType;
    tradeType?: TradeType;
    tradeTimeBegin?: string;
    tradeTimeEnd?: string;
}

export interface SpInfo {
    spName: string;
    spContacts: string;
    spPhone: string;
    spAccount: string;
    balance: number;
}

export type PaymentChannel = 'wx_pub_qr' | 'alipay_pc_direct';

export interface Payment {
    amount: number;
    channel: PaymentChannel;
    codeUrl: string;
    paymentSn: string;
    paymentState: PaymentState;
}

export interface UnitPrices {
    trademarkRegistClassUnitPrice: number;
    trademarkRegistMinUnitPrice: number;
}

/** `POST /api/payment` body: a top-up of `amount` yuan through `channel`. */
export interface PaymentRequest {
    amount: number;
    channel: PaymentChannel;
}

/** `GET /api/getPaymentState`: 1 once the payment is paid. */
export type PaymentStateAnswer = Pick<Payment, 'paymentSn' | 'paymentState'>;
