/** The back office's banners, popups and coupons as the server answers them (docs/openapi.json). */
export interface Banner {
  id: number;
  img: string;
  url: string;
  txt1: string;
  txt2: string;
}

export interface PopupFields {
  title: string;
  img: string;
  url: string;
  /** YYYY-MM-DD, Korea's day. */
  startDate: string;
  /** YYYY-MM-DD, Korea's day, inclusive. */
  endDate: string;
  useYn: 'Y' | 'N';
  position: number;
}

export interface Popup extends PopupFields {
  id: number;
}

export interface CouponFields {
  couponName: string;
  minPrice: number;
  discountRate: number;
  discountPrice: number;
  startDate: string;
  expirationDate: string;
  forNew: 'true' | 'false';
}

export interface AdminCoupon extends CouponFields {
  id: number;
  couponCode: string;
  created: string;
  serialCount: number;
  serialsUsed: number;
}

export interface SerialBatch {
  batchId: string;
  count: number;
}
