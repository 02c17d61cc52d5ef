/** The part of @paystack/inline-js (which ships no types) this package uses; see its README, "PaystackPop.newTransaction". */
declare module '@paystack/inline-js' {
  export interface PaystackTransactionOptions {
    key: string;
    email: string;
    /** Kobo. */
    amount: number;
    currency?: string;
    reference?: string;
    /** Which ways to pay the checkout offers: 'card', 'bank', 'ussd', 'qr', 'mobile_money', 'bank_transfer', 'eft', 'apple_pay'. */
    channels?: string[];
    onSuccess?: (transaction: Record<string, unknown>) => void;
    onCancel?: () => void;
    onError?: (error: { message: string }) => void;
  }
  export default class PaystackPop {
    newTransaction(options: PaystackTransactionOptions): unknown;
  }
}
