import { createAction } from '@reduxjs/toolkit';
import { paymentProgressed } from './checkout-slice';

/**
 * The payment attempt's steps, as the saga and the payment screen report them. They are one reducer in the slice
 * (which the storefront's first load carries) and named here, where only the lazily loaded checkout code imports them.
 */

/** payment-id.php answered the attempt's key; a retry after a failed save reuses it. */
export const orderKeyIssued = (orderKey: string) => paymentProgressed({ orderKey });

/** order_save.php saved the order; it waits for the provider. */
export const orderSaved = (pendingOrderId: number) => paymentProgressed({ pendingOrderId });

/** The browser is leaving for the provider's page. */
export const paymentRedirected = () => paymentProgressed({ phase: 'redirecting' });

/** Nothing was ordered (the server refused, or the save never answered): the key stays for the retry. */
export const paymentRefused = (message: string) => paymentProgressed({ phase: 'failed', message });

/**
 * The saved order was given up (provider error, cancel, time-out) or the server's redirect reported a failed payment:
 * that order is over, so the next attempt asks for a new key.
 */
export const paymentAbandoned = ({ message, cancelled = false }: { message: string; cancelled?: boolean }) =>
  paymentProgressed({ phase: cancelled ? 'cancelled' : 'failed', message, orderKey: null, pendingOrderId: null });

/** The shopper gives up while the provider is open: the saga rolls the saved order back. */
export const paymentCancelled = createAction('checkout/paymentCancelled');

/** The payment step opened afresh (a reload, a return from the provider): no saga runs for a busy phase left over. */
export const paymentScreenOpened = () => paymentProgressed({ phase: 'idle' });
