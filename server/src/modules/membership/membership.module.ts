import { AdjustMemberPointsController } from './application/commands/adjust-member-points/adjust-member-points.controller';
import { AdjustMemberPointsService } from './application/commands/adjust-member-points/adjust-member-points.service';
import { ExportMembersController } from './application/queries/export-members/export-members.controller';
import { ExportMembersService } from './application/queries/export-members/export-members.service';
import { GetMemberForStaffController } from './application/queries/get-member-for-staff/get-member-for-staff.controller';
import { GetMemberForStaffService } from './application/queries/get-member-for-staff/get-member-for-staff.service';
import { ListMembersForStaffController } from './application/queries/list-members-for-staff/list-members-for-staff.controller';
import { ListMembersForStaffService } from './application/queries/list-members-for-staff/list-members-for-staff.service';
import { TypeormMemberDirectory } from './infrastructure/persistence/typeorm-member-directory';
import { StaffMemberRecordsAdapter } from './infrastructure/staff/staff-member-records.adapter';
import { AddShippingAddressController } from './application/commands/add-shipping-address/add-shipping-address.controller';
import { AddShippingAddressService } from './application/commands/add-shipping-address/add-shipping-address.service';
import { ChooseBaseAddressController } from './application/commands/choose-base-address/choose-base-address.controller';
import { ChooseBaseAddressService } from './application/commands/choose-base-address/choose-base-address.service';
import { DeleteShippingAddressController } from './application/commands/delete-shipping-address/delete-shipping-address.controller';
import { DeleteShippingAddressService } from './application/commands/delete-shipping-address/delete-shipping-address.service';
import { UpdateShippingAddressController } from './application/commands/update-shipping-address/update-shipping-address.controller';
import { UpdateShippingAddressService } from './application/commands/update-shipping-address/update-shipping-address.service';
import { GetBaseAddressController } from './application/queries/get-base-address/get-base-address.controller';
import { GetBaseAddressService } from './application/queries/get-base-address/get-base-address.service';
import { GetShippingAddressController } from './application/queries/get-shipping-address/get-shipping-address.controller';
import { GetShippingAddressService } from './application/queries/get-shipping-address/get-shipping-address.service';
import { ListShippingAddressesController } from './application/queries/list-shipping-addresses/list-shipping-addresses.controller';
import { ListShippingAddressesService } from './application/queries/list-shipping-addresses/list-shipping-addresses.service';
import { AddressBookService } from './application/services/address-book.service';
import { AnonymiseWithdrawnMembersService } from './application/commands/anonymise-withdrawn-members/anonymise-withdrawn-members.service';
import { MoveDormantMembersService } from './application/commands/move-dormant-members/move-dormant-members.service';
import { RestoreDormantMemberController } from './application/commands/restore-dormant-member/restore-dormant-member.controller';
import { RestoreDormantMemberService } from './application/commands/restore-dormant-member/restore-dormant-member.service';
import { WithdrawController } from './application/commands/withdraw/withdraw.controller';
import { WithdrawService } from './application/commands/withdraw/withdraw.service';
import { OrderingOrdersInProgressAdapter } from './infrastructure/ordering/ordering-orders-in-progress.adapter';
import { OrderingGuestOrdersAdapter } from './infrastructure/ordering/ordering-guest-orders.adapter';
import { MemberDormantOrmEntity } from './infrastructure/persistence/member-dormant.orm-entity';
import { TypeormDormantMembers } from './infrastructure/persistence/typeorm-dormant-members';
import { TypeormWithdrawnMembers } from './infrastructure/persistence/typeorm-withdrawn-members';
import { OrderingModule } from '../ordering/ordering.module';
import { CatalogModule } from '../catalog/catalog.module';
import { CatalogMemberWishlistAdapter } from './infrastructure/catalog/catalog-member-wishlist.adapter';
import { ShippingAddressOrmEntity } from './infrastructure/persistence/shipping-address.orm-entity';
import { TypeormShippingAddressRepository } from './infrastructure/persistence/typeorm-shipping-address.repository';
import { Module, type OnModuleInit, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_CONFIG, type SessionConfig } from '../../config/session.config';
import { RetentionTaskRegistry } from '../../shared/application/housekeeping/retention-task-registry';
import { SESSION_VERIFIER } from '../../shared/application/session-verifier.port';
import { LimitCountersModule } from '../../shared/infrastructure/limits/limit-counters.module';
import { PromotionsModule } from '../promotions/promotions.module';
import { VerificationModule } from '../verification/verification.module';
import { ChangePasswordController } from './application/commands/change-password/change-password.controller';
import { ChangePasswordService } from './application/commands/change-password/change-password.service';
import { CheckPasswordController } from './application/commands/check-password/check-password.controller';
import { CheckPasswordService } from './application/commands/check-password/check-password.service';
import { ExchangeNaverCodeController } from './application/commands/exchange-naver-code/exchange-naver-code.controller';
import { ExchangeNaverCodeService } from './application/commands/exchange-naver-code/exchange-naver-code.service';
import { GiveConsentsController } from './application/commands/give-consents/give-consents.controller';
import { GiveConsentsService } from './application/commands/give-consents/give-consents.service';
import { LoginController } from './application/commands/login/login.controller';
import { LoginService } from './application/commands/login/login.service';
import { LogoutController } from './application/commands/logout/logout.controller';
import { LogoutService } from './application/commands/logout/logout.service';
import { NaverLoginController } from './application/commands/naver-login/naver-login.controller';
import { NaverLoginService } from './application/commands/naver-login/naver-login.service';
import { PurgeMembershipRecordsService } from './application/commands/purge-membership-records/purge-membership-records.service';
import { SendIdController } from './application/commands/send-id/send-id.controller';
import { SendIdService } from './application/commands/send-id/send-id.service';
import { SendPasswordController } from './application/commands/send-password/send-password.controller';
import { SendPasswordService } from './application/commands/send-password/send-password.service';
import { SignUpAttemptGuard } from './application/commands/sign-up/sign-up-attempt.guard';
import { SignUpController } from './application/commands/sign-up/sign-up.controller';
import { SignUpService } from './application/commands/sign-up/sign-up.service';
import { StartNaverLoginController } from './application/commands/start-naver-login/start-naver-login.controller';
import { StartNaverLoginService } from './application/commands/start-naver-login/start-naver-login.service';
import { UpdateMemberController } from './application/commands/update-member/update-member.controller';
import { UpdateMemberService } from './application/commands/update-member/update-member.service';
import {
  DORMANT_MEMBERS,
  MEMBER_DIRECTORY,
  MEMBER_STAFF_RECORDS,
  ORDERS_IN_PROGRESS,
  MEMBER_WISHLIST,
  WITHDRAWN_MEMBERS,
  LOGIN_ATTEMPT_REPOSITORY,
  MEMBERSHIP_RECORDS_PURGE,
  MEMBER_NOTIFIER,
  MEMBER_REPOSITORY,
  MEMBERSHIP_SECRETS,
  PASSWORD_HASHER,
  PAUSE,
  PHONE_VERIFICATION,
  POINT_BALANCE,
  SESSION_REPOSITORY,
  SESSION_SETTINGS,
  SHIPPING_ADDRESS_REPOSITORY,
  SOCIAL_LOGIN,
  SOCIAL_LOGIN_STATE_REPOSITORY,
  WELCOME_GIFT,
  GUEST_ORDERS,
} from './application/membership.di-tokens';
import { GetMemberController } from './application/queries/get-member/get-member.controller';
import { GetMemberService } from './application/queries/get-member/get-member.service';
import { VerifySessionService } from './application/queries/verify-session/verify-session.service';
import { MemberAnswersService } from './application/services/member-answers.service';
import { MemberSessionsService } from './application/services/member-sessions.service';
import { PasswordCheckService } from './application/services/password-check.service';
import { SignUpAttemptLimitService } from './application/services/sign-up-attempt-limit.service';
import type { SessionSettings } from './application/session-settings';
import { NaverSocialLogin } from './infrastructure/naver/naver-social-login';
import { LoginAttemptOrmEntity } from './infrastructure/persistence/login-attempt.orm-entity';
import { MemberSessionOrmEntity } from './infrastructure/persistence/member-session.orm-entity';
import { MemberOrmEntity } from './infrastructure/persistence/member.orm-entity';
import { TypeormLoginAttemptRepository } from './infrastructure/persistence/typeorm-login-attempt.repository';
import { TypeormMembershipRecordsPurge } from './infrastructure/persistence/typeorm-membership-records-purge';
import { TypeormMemberRepository } from './infrastructure/persistence/typeorm-member.repository';
import { TypeormSessionRepository } from './infrastructure/persistence/typeorm-session.repository';
import { TypeormSocialLoginStateRepository } from './infrastructure/persistence/typeorm-social-login-state.repository';
import { Argon2PasswordHasher } from '../../shared/infrastructure/security/argon2-password-hasher';
import { CryptoMembershipSecrets } from './infrastructure/security/crypto-membership-secrets';
import { PromotionsPointBalanceAdapter } from './infrastructure/promotions/promotions-point-balance.adapter';
import { PromotionsWelcomeGiftAdapter } from './infrastructure/promotions/promotions-welcome-gift.adapter';
import { TimerPause } from './infrastructure/timing/timer-pause';
import { SmsMemberNotifier } from './infrastructure/verification/sms-member-notifier';
import { VerificationTokenAdapter } from './infrastructure/verification/verification-token.adapter';

const controllers = [
  SignUpController,
  LoginController,
  LogoutController,
  GetMemberController,
  UpdateMemberController,
  GiveConsentsController,
  CheckPasswordController,
  ChangePasswordController,
  SendIdController,
  SendPasswordController,
  StartNaverLoginController,
  ExchangeNaverCodeController,
  NaverLoginController,
  ListShippingAddressesController,
  GetBaseAddressController,
  GetShippingAddressController,
  AddShippingAddressController,
  UpdateShippingAddressController,
  ChooseBaseAddressController,
  DeleteShippingAddressController,
  WithdrawController,
  RestoreDormantMemberController,
  // Staff's user screens: the static export route before {id}.
  ListMembersForStaffController,
  ExportMembersController,
  GetMemberForStaffController,
  AdjustMemberPointsController,
];

const useCases = [
  SignUpService,
  LoginService,
  LogoutService,
  GetMemberService,
  UpdateMemberService,
  GiveConsentsService,
  CheckPasswordService,
  ChangePasswordService,
  SendIdService,
  SendPasswordService,
  StartNaverLoginService,
  ExchangeNaverCodeService,
  NaverLoginService,
  PasswordCheckService,
  MemberSessionsService,
  MemberAnswersService,
  VerifySessionService,
  PurgeMembershipRecordsService,
  SignUpAttemptLimitService,
  SignUpAttemptGuard,
  ListShippingAddressesService,
  GetBaseAddressService,
  GetShippingAddressService,
  AddShippingAddressService,
  UpdateShippingAddressService,
  ChooseBaseAddressService,
  DeleteShippingAddressService,
  AddressBookService,
  WithdrawService,
  RestoreDormantMemberService,
  AnonymiseWithdrawnMembersService,
  MoveDormantMembersService,
  ListMembersForStaffService,
  ExportMembersService,
  GetMemberForStaffService,
  AdjustMemberPointsService,
];

const adapters: Provider[] = [
  { provide: MEMBER_REPOSITORY, useClass: TypeormMemberRepository },
  { provide: SESSION_REPOSITORY, useClass: TypeormSessionRepository },
  { provide: LOGIN_ATTEMPT_REPOSITORY, useClass: TypeormLoginAttemptRepository },
  { provide: MEMBERSHIP_RECORDS_PURGE, useClass: TypeormMembershipRecordsPurge },
  { provide: SOCIAL_LOGIN_STATE_REPOSITORY, useClass: TypeormSocialLoginStateRepository },
  { provide: SHIPPING_ADDRESS_REPOSITORY, useClass: TypeormShippingAddressRepository },
  { provide: PASSWORD_HASHER, useClass: Argon2PasswordHasher },
  { provide: PAUSE, useClass: TimerPause },
  { provide: MEMBERSHIP_SECRETS, useClass: CryptoMembershipSecrets },
  { provide: PHONE_VERIFICATION, useClass: VerificationTokenAdapter },
  { provide: MEMBER_NOTIFIER, useClass: SmsMemberNotifier },
  { provide: SOCIAL_LOGIN, useClass: NaverSocialLogin },
  { provide: POINT_BALANCE, useClass: PromotionsPointBalanceAdapter },
  { provide: WELCOME_GIFT, useClass: PromotionsWelcomeGiftAdapter },
  { provide: GUEST_ORDERS, useClass: OrderingGuestOrdersAdapter },
  { provide: DORMANT_MEMBERS, useClass: TypeormDormantMembers },
  { provide: WITHDRAWN_MEMBERS, useClass: TypeormWithdrawnMembers },
  { provide: ORDERS_IN_PROGRESS, useClass: OrderingOrdersInProgressAdapter },
  { provide: MEMBER_WISHLIST, useClass: CatalogMemberWishlistAdapter },
  { provide: MEMBER_DIRECTORY, useClass: TypeormMemberDirectory },
  { provide: MEMBER_STAFF_RECORDS, useClass: StaffMemberRecordsAdapter },
  {
    provide: SESSION_SETTINGS,
    inject: [SESSION_CONFIG],
    useFactory: (session: SessionConfig): SessionSettings => ({ ttlSeconds: session.sessionTtlSeconds, passwordCheckValidSeconds: 10 * 60 }),
  },
  // "Who is asking" for every context: shared/http/auth's guard asks this port.
  { provide: SESSION_VERIFIER, useExisting: VerifySessionService },
];

/**
 * Members, their sessions, password recovery, Naver login, the address book, withdrawal and dormancy. Uses
 * verification, promotions (points balance, welcome coupons), ordering (orders under way block a withdrawal) and the
 * catalog (a leaving member's wishlist is forgotten) only through their exported services.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([MemberOrmEntity, MemberSessionOrmEntity, LoginAttemptOrmEntity, ShippingAddressOrmEntity, MemberDormantOrmEntity]),
    VerificationModule,
    PromotionsModule,
    OrderingModule,
    CatalogModule,
    LimitCountersModule,
  ],
  controllers,
  providers: [...useCases, ...adapters],
  // The checkout reads the orderer (GetMemberService) and the address book (AddressBookService).
  exports: [SESSION_VERIFIER, GetMemberService, AddressBookService],
})
export class MembershipModule implements OnModuleInit {
  constructor(
    private readonly retention: RetentionTaskRegistry,
    private readonly purge: PurgeMembershipRecordsService,
    private readonly withdrawn: AnonymiseWithdrawnMembersService,
    private readonly dormancy: MoveDormantMembersService,
  ) {}

  onModuleInit(): void {
    this.retention.register(this.purge);
    this.retention.register(this.withdrawn);
    this.retention.register(this.dormancy);
  }
}
