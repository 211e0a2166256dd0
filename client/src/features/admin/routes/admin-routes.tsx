import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../components/lazy-page';
import { OwnerOnly } from '../components/owner-only';

// Each screen its own chunk, loaded when first opened.
const AccessLogPage = lazyPage(() => import('./access-log-page'), (module) => module.AccessLogPage);
const AdminFormPage = lazyPage(() => import('./admin-form-page'), (module) => module.AdminFormPage);
const AdminsListPage = lazyPage(() => import('./admins-list-page'), (module) => module.AdminsListPage);
const AuditPage = lazyPage(() => import('./audit-page'), (module) => module.AuditPage);
const BannerEditPage = lazyPage(() => import('../banners/routes/banner-edit-page'), (module) => module.BannerEditPage);
const BannersListPage = lazyPage(() => import('../banners/routes/banners-list-page'), (module) => module.BannersListPage);
const CouponFormPage = lazyPage(() => import('../coupon/routes/coupon-form-page'), (module) => module.CouponFormPage);
const CouponListPage = lazyPage(() => import('../coupon/routes/coupon-list-page'), (module) => module.CouponListPage);
const PopupPage = lazyPage(() => import('../popup/routes/popup-page'), (module) => module.PopupPage);
const GoodsFormPage = lazyPage(() => import('../goods/routes/goods-form-page'), (module) => module.GoodsFormPage);
const GoodsListPage = lazyPage(() => import('../goods/routes/goods-list-page'), (module) => module.GoodsListPage);
const OptionFormPage = lazyPage(() => import('../option/routes/option-form-page'), (module) => module.OptionFormPage);
const OptionListPage = lazyPage(() => import('../option/routes/option-list-page'), (module) => module.OptionListPage);
const ClaimDetailPage = lazyPage(() => import('../cancel/routes/claim-detail-page'), (module) => module.ClaimDetailPage);
const ClaimsListPage = lazyPage(() => import('../cancel/routes/claims-list-page'), (module) => module.ClaimsListPage);
const OrderDetailPage = lazyPage(() => import('../orders/routes/order-detail-page'), (module) => module.OrderDetailPage);
const OrdersListPage = lazyPage(() => import('../orders/routes/orders-list-page'), (module) => module.OrdersListPage);
const DashboardPage = lazyPage(() => import('../dashboard/routes/dashboard-page'), (module) => module.DashboardPage);
const ProductionBoardPage = lazyPage(() => import('../production/routes/production-board-page'), (module) => module.ProductionBoardPage);
const JobsPage = lazyPage(() => import('../jobs/routes/jobs-page'), (module) => module.JobsPage);
const TokensPage = lazyPage(() => import('../tokens/routes/tokens-page'), (module) => module.TokensPage);
const TwoFactorPage = lazyPage(() => import('../two-factor/routes/two-factor-page'), (module) => module.TwoFactorPage);
const UserDetailPage = lazyPage(() => import('../users/routes/user-detail-page'), (module) => module.UserDetailPage);
const UsersListPage = lazyPage(() => import('../users/routes/users-list-page'), (module) => module.UsersListPage);

/** The console's route table (paths under /admin): one line per screen. */
export const adminRoutes: RouteObject[] = [
  { path: 'member', element: <OwnerOnly><AdminsListPage /></OwnerOnly> },
  { path: 'member/post', element: <OwnerOnly><AdminFormPage /></OwnerOnly> },
  { path: 'member/:adminId', element: <OwnerOnly><AdminFormPage /></OwnerOnly> },
  { path: 'goods', element: <GoodsListPage /> },
  { path: 'goods/post', element: <GoodsFormPage /> },
  { path: 'goods/:goodsId', element: <GoodsFormPage /> },
  { path: 'option', element: <OptionListPage /> },
  { path: 'option/post', element: <OptionFormPage /> },
  { path: 'option/:optionId', element: <OptionFormPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'access-log', element: <OwnerOnly><AccessLogPage /></OwnerOnly> },
  { path: 'banners', element: <BannersListPage /> },
  { path: 'banners/:bannerId', element: <BannerEditPage /> },
  { path: 'popup', element: <PopupPage /> },
  { path: 'coupon', element: <CouponListPage /> },
  { path: 'coupon/post', element: <CouponFormPage /> },
  { path: 'coupon/:couponId', element: <CouponFormPage /> },
  { path: 'payment', element: <OrdersListPage /> },
  { path: 'payment/:paymentId', element: <OrderDetailPage /> },
  { path: 'production', element: <ProductionBoardPage /> },
  { path: 'cancel', element: <ClaimsListPage /> },
  { path: 'cancel/:cancelId', element: <ClaimDetailPage /> },
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'users', element: <UsersListPage /> },
  { path: 'users/:userId', element: <UserDetailPage /> },
  { path: 'tokens', element: <OwnerOnly><TokensPage /></OwnerOnly> },
  { path: 'jobs', element: <OwnerOnly><JobsPage /></OwnerOnly> },
  { path: 'two-factor', element: <TwoFactorPage /> },
];
