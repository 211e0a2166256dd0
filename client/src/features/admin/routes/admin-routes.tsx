import type { RouteObject } from 'react-router-dom';
import { OwnerOnly } from '../components/owner-only';
import { AccessLogPage } from './access-log-page';
import { AdminFormPage } from './admin-form-page';
import { AdminsListPage } from './admins-list-page';
import { AuditPage } from './audit-page';
import { BannerEditPage } from '../banners/routes/banner-edit-page';
import { BannersListPage } from '../banners/routes/banners-list-page';
import { CouponFormPage } from '../coupon/routes/coupon-form-page';
import { CouponListPage } from '../coupon/routes/coupon-list-page';
import { PopupPage } from '../popup/routes/popup-page';
import { GoodsFormPage } from '../goods/routes/goods-form-page';
import { GoodsListPage } from '../goods/routes/goods-list-page';
import { OptionFormPage } from '../option/routes/option-form-page';
import { OptionListPage } from '../option/routes/option-list-page';
import { ClaimDetailPage } from '../cancel/routes/claim-detail-page';
import { ClaimsListPage } from '../cancel/routes/claims-list-page';
import { OrderDetailPage } from '../orders/routes/order-detail-page';
import { OrdersListPage } from '../orders/routes/orders-list-page';
import { DashboardPage } from '../dashboard/routes/dashboard-page';
import { ProductionBoardPage } from '../production/routes/production-board-page';
import { JobsPage } from '../jobs/routes/jobs-page';
import { TokensPage } from '../tokens/routes/tokens-page';
import { TwoFactorPage } from '../two-factor/routes/two-factor-page';
import { UserDetailPage } from '../users/routes/user-detail-page';
import { UsersListPage } from '../users/routes/users-list-page';


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
