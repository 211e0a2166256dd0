import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { MainLayout } from './layout/main-layout';
import { Spinner } from '@/components/ui/spinner/spinner';
import { paths } from '@/config/paths';
import { lazyScreen, type LazyScreen } from './lazy-screen';

const home = lazyScreen(() => import('@/features/catalog/routes/home-page'));
const goodsList = lazyScreen(() => import('@/features/catalog/routes/goods-list-page'));
const goodsDetail = lazyScreen(() => import('./routes/goods-detail'));
const comingSoon = lazyScreen(() => import('./routes/coming-soon'));
const adminPlaceholder = lazyScreen(() => import('./routes/admin-placeholder'));

const LIST_PATHS = [paths.allItems, paths.bestSeller, paths.bags, paths.wallets, paths.accessories].map((p) => p.path);
const DETAIL_PATHS = ['/best-seller/:goodsId', '/bags/:goodsId', '/wallets/:goodsId', '/accessories/:goodsId'];

/**
 * The route table. Every screen is its own chunk, loaded with React.lazy when first shown (lazy-screen.tsx), so the
 * shell paints without waiting for it. Unknown paths show the home page.
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
          { index: true, Component: home },
          ...LIST_PATHS.map((path) => ({ path, Component: goodsList })),
          ...DETAIL_PATHS.map((path) => ({ path, Component: goodsDetail })),
          { path: paths.about.path, Component: lazyScreen(() => import('@/features/about/routes/about-page')) },
          {
            path: paths.termsOfUse.path,
            Component: lazyScreen(() => import('@/features/legal/routes/terms-of-use-page')),
          },
          {
            path: paths.privacyPolicy.path,
            Component: lazyScreen(() => import('@/features/legal/routes/privacy-policy-page')),
          },
          {
            path: paths.cookiePolicy.path,
            Component: lazyScreen(() => import('@/features/legal/routes/cookie-policy-page')),
          },
          { path: paths.login.path, Component: lazyScreen(() => import('@/features/member/routes/login-page')) },
          { path: paths.naverCallback.path, Component: lazyScreen(() => import('@/features/member/routes/naver-callback-page')) },
          { path: paths.consents.path, Component: lazyScreen(() => import('@/features/member/routes/consents-page')) },
          { path: paths.verification.path, Component: lazyScreen(() => import('@/features/member/routes/verification-page')) },
          { path: paths.signUp.path, Component: lazyScreen(() => import('@/features/member/routes/sign-up-page')) },
          { path: paths.complete.path, Component: lazyScreen(() => import('@/features/member/routes/complete-page')) },
          { path: paths.findId.path, Component: lazyScreen(() => import('@/features/member/routes/find-id-page')) },
          { path: paths.findPassword.path, Component: lazyScreen(() => import('@/features/member/routes/find-password-page')) },
          { path: paths.newPassword.path, Component: lazyScreen(() => import('@/features/member/routes/new-password-page')) },
          {
            // Members only; /mypage/new-password above stands on its own (the temporary-password flow needs no menu).
            path: paths.myPage.path,
            Component: lazyScreen(() => import('@/features/member/routes/my-page-layout')),
            children: [
              { index: true, Component: lazyScreen(() => import('@/features/member/routes/my-page-menu-page')) },
              { path: paths.myInfo.path, Component: lazyScreen(() => import('@/features/member/routes/my-info-page')) },
              { path: paths.changePassword.path, Component: lazyScreen(() => import('@/features/member/routes/change-password-page')) },
              { path: paths.myInquiries.path, Component: lazyScreen(() => import('@/features/member/routes/inquiries-page')) },
            ],
          },
          { path: paths.orderInfo.path, Component: comingSoon },
          { path: paths.adminLogin.path, Component: adminPlaceholder },
          { path: `${paths.admin.path}/*`, Component: adminPlaceholder },
          { path: '*', Component: home },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  // The first screen's chunk starts loading now, beside the store and the first render, not after them.
  for (const match of router.state.matches) (match.route.Component as Partial<LazyScreen> | undefined)?.preload?.();
  return router;
}
