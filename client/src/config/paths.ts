/** Every storefront and back-office route, typed, so links and the router agree. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  allItems: { path: '/all-items', getHref: () => '/all-items' },
  bestSeller: { path: '/best-seller', getHref: () => '/best-seller' },
  bags: { path: '/bags', getHref: () => '/bags' },
  wallets: { path: '/wallets', getHref: () => '/wallets' },
  accessories: { path: '/accessories', getHref: () => '/accessories' },
  goodsDetail: {
    /** The list a product is opened from keeps its prefix: /bags/12, /best-seller/12, ... */
    getHref: (list: 'best-seller' | 'bags' | 'wallets' | 'accessories', goodsId: number) => `/${list}/${goodsId}`,
  },
  about: { path: '/about', getHref: () => '/about' },
  login: { path: '/login', getHref: () => '/login' },
  verification: { path: '/verification', getHref: () => '/verification' },
  signUp: { path: '/sign-up', getHref: () => '/sign-up' },
  complete: { path: '/complete', getHref: () => '/complete' },
  findId: { path: '/find-id', getHref: () => '/find-id' },
  findPassword: { path: '/find-password', getHref: () => '/find-password' },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  cookiePolicy: { path: '/cookie-policy', getHref: () => '/cookie-policy' },
  naverCallback: { path: '/oauth/login/naver', getHref: () => '/oauth/login/naver' },
  /** Where a member created by a first Naver login gives the required consents. */
  consents: { path: '/consents', getHref: () => '/consents' },
  myPage: { path: '/mypage', getHref: () => '/mypage' },
  myOrders: { path: '/mypage/order', getHref: () => '/mypage/order' },
  myOrder: { path: '/mypage/order/:orderId', getHref: (orderId: number) => `/mypage/order/${orderId}` },
  /** Writes, or edits when it exists, the member's review of one delivered order line. */
  myReview: { path: '/mypage/review/:orderId/:goodsId', getHref: (orderId: number, goodsId: number) => `/mypage/review/${orderId}/${goodsId}` },
  myCoupons: { path: '/mypage/coupon', getHref: () => '/mypage/coupon' },
  myPoints: { path: '/mypage/point', getHref: () => '/mypage/point' },
  myWishlist: { path: '/mypage/wishlist', getHref: () => '/mypage/wishlist' },
  myAddresses: { path: '/mypage/address', getHref: () => '/mypage/address' },
  newAddress: { path: '/mypage/address/post', getHref: () => '/mypage/address/post' },
  editAddress: { path: '/mypage/address/:addressId', getHref: (addressId: number) => `/mypage/address/${addressId}` },
  myInfo: { path: '/mypage/info', getHref: () => '/mypage/info' },
  /** Leaving the shop: linked from /mypage/info (docs/decisions.md, "Withdrawal and dormant members"). */
  withdraw: { path: '/mypage/withdraw', getHref: () => '/mypage/withdraw' },
  /** Step one of a password change: the current password (check-pass.php), then newPassword. */
  changePassword: { path: '/mypage/change-password', getHref: () => '/mypage/change-password' },
  myInquiries: { path: '/mypage/inquiries', getHref: () => '/mypage/inquiries' },
  /** Where a member chooses a new password: after a temporary-password login, or after changePassword. */
  newPassword: { path: '/mypage/new-password', getHref: () => '/mypage/new-password' },
  /** 주문하기 as a guest: 회원 로그인 (with the way back) or 비회원 주문 (the phone verified, then the checkout). */
  guestOrder: { path: '/guest-order', getHref: () => '/guest-order' },
  /** 비회원 주문조회: the order number and a code texted to the order's phone; the order once found. */
  orderLookup: { path: '/order-lookup', getHref: (orderNumber?: string) => (orderNumber ? `/order-lookup?orderNumber=${encodeURIComponent(orderNumber)}` : '/order-lookup') },
  orderInfo: { path: '/payment/order-info', getHref: () => '/payment/order-info' },
  shipmentInfo: { path: '/payment/shipment-info', getHref: () => '/payment/shipment-info' },
  paymentMethod: { path: '/payment/payment-method', getHref: () => '/payment/payment-method' },
  orderComplete: { path: '/payment/complete/:completeId', getHref: (completeId: number) => `/payment/complete/${completeId}` },
  cart: { getHref: () => '/?cart=on' },
  adminLogin: { path: '/login/admin', getHref: () => '/login/admin' },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;
