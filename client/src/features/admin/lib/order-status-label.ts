/** Order statuses in the console: the shop's one vocabulary (lib/order-status.ts), never a copy. */
export { orderStatusLabel, orderProgressLabel, productionStageLabel } from '@/lib/order-status';

/** 159,000원 */
export const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
