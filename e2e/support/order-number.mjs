// Order numbers as the shop issues them (server/src/modules/ordering/domain/order-number.ts): the date in Korea, a
// hyphen and ten signs without 0, O, 1, I or L, e.g. 20261123-7KQ4M9XH2C.
export const ORDER_NUMBER = /^\d{8}-[2-9A-HJKMNP-Z]{10}$/;
