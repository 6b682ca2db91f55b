import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/** What a provider is asked to settle: an amount in paise for one plan and one payer. */
export interface PaymentRequest {
  amountPaise: number;
  currency: 'INR';
  planKey: string;
  /** The user or institute the plan is for, as "user:<id>" or "org:<id>", for the provider's records. */
  payer: string;
}

export interface Settlement {
  /** The provider's name as stored on the subscription ('free'). */
  provider: string;
  /** The provider's own reference for this payment, printed on the receipt. */
  reference: string;
}

/**
 * The one door to money (docs/plans.md). Choosing a plan asks a provider to settle its price before
 * anything is recorded; a payment gateway added later implements this same interface (and settles
 * before the transaction that records the plan, since a gateway is an outside call).
 */
export interface PaymentProvider {
  readonly name: string;
  settle(request: PaymentRequest): Promise<Settlement>;
}

/**
 * The platform is free: this provider settles 0 INR at once, calls no outside service, and refuses
 * any other amount, so a priced plan can never be "bought" without a real gateway.
 */
export class FreeProvider implements PaymentProvider {
  readonly name = 'free';

  async settle(request: PaymentRequest): Promise<Settlement> {
    if (request.amountPaise !== 0 || request.currency !== 'INR')
      throw new AppError(409, 'CONFLICT', 'The free provider settles only 0 INR', {
        rule: 'validation.plans.notFree',
      });
    return { provider: this.name, reference: `free_${randomUUID()}` };
  }
}

/** The provider the app uses today. */
export const paymentProvider: PaymentProvider = new FreeProvider();
