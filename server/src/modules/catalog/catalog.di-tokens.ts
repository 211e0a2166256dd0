/** Injection tokens of the catalog's ports; catalog.module.ts binds each to its adapter. */
export const GOODS_READ_REPOSITORY = Symbol('GOODS_READ_REPOSITORY');
export const REVIEW_READ_REPOSITORY = Symbol('REVIEW_READ_REPOSITORY');
export const BANNER_REPOSITORY = Symbol('BANNER_REPOSITORY');
export const REVIEW_WRITE_REPOSITORY = Symbol('REVIEW_WRITE_REPOSITORY');
export const REVIEWABLE_ORDERS = Symbol('REVIEWABLE_ORDERS');
export const REVIEW_POINTS = Symbol('REVIEW_POINTS');
export const POPUP_REPOSITORY = Symbol('POPUP_REPOSITORY');
export const OPTION_CATEGORY_ADMIN_REPOSITORY = Symbol('OPTION_CATEGORY_ADMIN_REPOSITORY');
export const GOODS_ADMIN_REPOSITORY = Symbol('GOODS_ADMIN_REPOSITORY');
export const MARKETING_IMAGE_UPLOADS = Symbol('MARKETING_IMAGE_UPLOADS');
