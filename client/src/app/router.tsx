import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { MainLayout } from './layout/main-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { lazyRoute } from '@/lib/lazy-route';

const home = lazyRoute(() => import('./routes/home'));
const goodsList = lazyRoute(() => import('./routes/goods-list'));
const goodsDetail = lazyRoute(() => import('./routes/goods-detail'));
const adminConsole = lazyRoute(() => import('./routes/admin-console'));
/** Checkout is one chunk: its layout and the four steps, each picked by name (one screen leads to the next). */
const checkoutScreen = (screen: 'default' | 'OrderInfoPage' | 'ShipmentInfoPage' | 'PaymentMethodPage' | 'CompletePage') =>
  lazyRoute(() => import('./routes/checkout').then((module) => ({ default: module[screen] })));

/** My Page's orders: the list and the detail share one chunk. */
const myOrdersScreen = (screen: 'default' | 'OrderDetailPage') =>
  lazyRoute(() => import('./routes/my-orders').then((module) => ({ default: module[screen] })));

/** My Page's coupons, points, wishlist and address book: one chunk, each screen picked by name. */
const myPageScreen = (screen: 'MyCouponsRoute' | 'MyPointsRoute' | 'MyWishlistRoute' | 'MyAddressesRoute' | 'MyAddressFormRoute') =>
  lazyRoute(() => import('./routes/my-page-screens').then((module) => ({ default: module[screen] })));

const LIST_PATHS = [paths.allItems, paths.bestSeller, paths.bags, paths.wallets, paths.accessories].map((p) => p.path);
const DETAIL_PATHS = ['/best-seller/:goodsId', '/bags/:goodsId', '/wallets/:goodsId', '/accessories/:goodsId'];

/**
 * The route table. Every screen is its own lazily loaded chunk. Unknown paths show the home page.
 * Paths containing "admin" render without the storefront header and footer (MainLayout decides).
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        // Errors inside a page keep the shell; the layout's own errors fall back to the outer element.
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, lazy: home },
          ...LIST_PATHS.map((path) => ({ path, lazy: goodsList })),
          ...DETAIL_PATHS.map((path) => ({ path, lazy: goodsDetail })),
          { path: paths.about.path, lazy: lazyRoute(() => import('@/features/about/routes/about-page')) },
          {
            path: paths.termsOfUse.path,
            lazy: lazyRoute(() => import('@/features/legal/routes/terms-of-use-page')),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: lazyRoute(() => import('@/features/legal/routes/privacy-policy-page')),
          },
          {
            path: paths.cookiePolicy.path,
            lazy: lazyRoute(() => import('@/features/legal/routes/cookie-policy-page')),
          },
          { path: paths.login.path, lazy: lazyRoute(() => import('@/features/member/routes/login-page')) },
          { path: paths.naverCallback.path, lazy: lazyRoute(() => import('@/features/member/routes/naver-callback-page')) },
          { path: paths.consents.path, lazy: lazyRoute(() => import('@/features/member/routes/consents-page')) },
          { path: paths.verification.path, lazy: lazyRoute(() => import('@/features/member/routes/verification-page')) },
          { path: paths.guestOrder.path, lazy: lazyRoute(() => import('@/features/member/routes/guest-order-page')) },
          { path: paths.orderLookup.path, lazy: lazyRoute(() => import('@/features/orders/routes/guest-order-lookup-page')) },
          { path: paths.signUp.path, lazy: lazyRoute(() => import('@/features/member/routes/sign-up-page')) },
          { path: paths.complete.path, lazy: lazyRoute(() => import('@/features/member/routes/complete-page')) },
          { path: paths.findId.path, lazy: lazyRoute(() => import('@/features/member/routes/find-id-page')) },
          { path: paths.findPassword.path, lazy: lazyRoute(() => import('@/features/member/routes/find-password-page')) },
          { path: paths.newPassword.path, lazy: lazyRoute(() => import('@/features/member/routes/new-password-page')) },
          {
            // Members only; /mypage/new-password above stands on its own (the temporary-password flow needs no menu).
            path: paths.myPage.path,
            lazy: lazyRoute(() => import('@/features/member/routes/my-page-layout')),
            children: [
              { index: true, lazy: lazyRoute(() => import('./routes/my-page-overview')) },
              { path: paths.myOrders.path, lazy: myOrdersScreen('default') },
              { path: paths.myOrder.path, lazy: myOrdersScreen('OrderDetailPage') },
              { path: paths.myReview.path, lazy: lazyRoute(() => import('@/features/reviews/routes/review-form-page')) },
              { path: paths.myCoupons.path, lazy: myPageScreen('MyCouponsRoute') },
              { path: paths.myPoints.path, lazy: myPageScreen('MyPointsRoute') },
              { path: paths.myWishlist.path, lazy: myPageScreen('MyWishlistRoute') },
              { path: paths.myAddresses.path, lazy: myPageScreen('MyAddressesRoute') },
              { path: paths.newAddress.path, lazy: myPageScreen('MyAddressFormRoute') },
              { path: paths.editAddress.path, lazy: myPageScreen('MyAddressFormRoute') },
              { path: paths.myInfo.path, lazy: lazyRoute(() => import('@/features/member/routes/my-info-page')) },
              { path: paths.withdraw.path, lazy: lazyRoute(() => import('@/features/member/routes/withdraw-page')) },
              { path: paths.changePassword.path, lazy: lazyRoute(() => import('@/features/member/routes/change-password-page')) },
              { path: paths.myInquiries.path, lazy: lazyRoute(() => import('@/features/member/routes/inquiries-page')) },
            ],
          },
          {
            // Checkout: members, and guests whose phone was verified at /guest-order; /payment alone opens the first step.
            path: '/payment',
            lazy: checkoutScreen('default'),
            children: [
              { path: paths.orderInfo.path, lazy: checkoutScreen('OrderInfoPage') },
              { path: paths.shipmentInfo.path, lazy: checkoutScreen('ShipmentInfoPage') },
              { path: paths.paymentMethod.path, lazy: checkoutScreen('PaymentMethodPage') },
              { path: paths.orderComplete.path, lazy: checkoutScreen('CompletePage') },
            ],
          },
          { path: paths.adminLogin.path, lazy: adminConsole },
          { path: `${paths.admin.path}/*`, lazy: adminConsole },
          { path: '*', lazy: home },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
