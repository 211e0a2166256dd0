import { OrderingModule } from '../ordering/ordering.module';
import { CreateApiTokenController } from './application/commands/create-api-token/create-api-token.controller';
import { CreateApiTokenService } from './application/commands/create-api-token/create-api-token.service';
import { DiscardFailedJobController } from './application/commands/discard-failed-job/discard-failed-job.controller';
import { DiscardFailedJobService } from './application/commands/discard-failed-job/discard-failed-job.service';
import { RetryFailedJobController } from './application/commands/retry-failed-job/retry-failed-job.controller';
import { RetryFailedJobService } from './application/commands/retry-failed-job/retry-failed-job.service';
import { ListFailedJobsController } from './application/queries/list-failed-jobs/list-failed-jobs.controller';
import { RevokeApiTokenController } from './application/commands/revoke-api-token/revoke-api-token.controller';
import { RevokeApiTokenService } from './application/commands/revoke-api-token/revoke-api-token.service';
import { ExportAccessLogController } from './application/queries/export-access-log/export-access-log.controller';
import { ExportAccessLogService } from './application/queries/export-access-log/export-access-log.service';
import { ExportAdminsController } from './application/queries/export-admins/export-admins.controller';
import { ExportAdminsService } from './application/queries/export-admins/export-admins.service';
import { ExportApiTokensController } from './application/queries/export-api-tokens/export-api-tokens.controller';
import { ExportApiTokensService } from './application/queries/export-api-tokens/export-api-tokens.service';
import { ExportAuditLogController } from './application/queries/export-audit-log/export-audit-log.controller';
import { ExportAuditLogService } from './application/queries/export-audit-log/export-audit-log.service';
import { DashboardController } from './application/queries/dashboard/dashboard.controller';
import { ListApiTokensController } from './application/queries/list-api-tokens/list-api-tokens.controller';
import { OrderingOrderFiguresAdapter } from './infrastructure/ordering/ordering-order-figures.adapter';
import { Module, type Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BACKOFFICE_CONFIG, type BackofficeConfig } from '../../config/backoffice.config';
import { STAFF_AUTHENTICATOR } from '../../shared/application/staff-authenticator.port';
import { LimitCountersModule } from '../../shared/infrastructure/limits/limit-counters.module';
import { Argon2PasswordHasher } from '../../shared/infrastructure/security/argon2-password-hasher';
import { AdminLoginController } from './application/commands/admin-login/admin-login.controller';
import { AdminLoginService } from './application/commands/admin-login/admin-login.service';
import { ManageTwoFactorService } from './application/commands/two-factor/manage-two-factor.service';
import { TwoFactorController } from './application/commands/two-factor/two-factor.controller';
import { TwoFactorService } from './application/services/two-factor.service';
import { AdminRecoveryCodeOrmEntity } from './infrastructure/persistence/admin-recovery-code.orm-entity';
import { AdminTwoFactorOrmEntity } from './infrastructure/persistence/admin-two-factor.orm-entity';
import { BackofficeSettingOrmEntity } from './infrastructure/persistence/backoffice-setting.orm-entity';
import { TypeormBackofficeSettings } from './infrastructure/persistence/typeorm-backoffice-settings';
import { TypeormTwoFactorRepository } from './infrastructure/persistence/typeorm-two-factor.repository';
import { OtpauthTotp } from './infrastructure/security/otpauth-totp';
import { AdminLogoutController } from './application/commands/admin-logout/admin-logout.controller';
import { CreateAdminController } from './application/commands/create-admin/create-admin.controller';
import { CreateAdminService } from './application/commands/create-admin/create-admin.service';
import { EnsureFirstOwnerService } from './application/commands/ensure-first-owner/ensure-first-owner.service';
import { UpdateAdminController } from './application/commands/update-admin/update-admin.controller';
import { UpdateAdminService } from './application/commands/update-admin/update-admin.service';
import { CurrentAdminController } from './application/queries/current-admin/current-admin.controller';
import { GetAdminController } from './application/queries/get-admin/get-admin.controller';
import { ListAccessLogController } from './application/queries/list-access-log/list-access-log.controller';
import { ListAdminsController } from './application/queries/list-admins/list-admins.controller';
import { ListAuditLogController } from './application/queries/list-audit-log/list-audit-log.controller';
import { AdminSessionsService } from './application/services/admin-sessions.service';
import { AuditTrailService } from './application/services/audit-trail.service';
import { StaffAuthenticatorService } from './application/services/staff-authenticator.service';
import {
  ACCESS_LOG,
  ADMIN_ACCOUNT_REPOSITORY,
  ADMIN_PASSWORD_HASHER,
  ADMIN_SESSION_REPOSITORY,
  ADMIN_SESSION_SETTINGS,
  API_TOKEN_REPOSITORY,
  AUDIT_LOG,
  ORDER_FIGURES,
  BACKOFFICE_SETTINGS,
  TOTP,
  TWO_FACTOR_REPOSITORY,
} from './backoffice.di-tokens';
import { AdminAccountOrmEntity } from './infrastructure/persistence/admin-account.orm-entity';
import { AdminAuditLogOrmEntity } from './infrastructure/persistence/admin-audit-log.orm-entity';
import { AdminSessionOrmEntity } from './infrastructure/persistence/admin-session.orm-entity';
import { ApiTokenOrmEntity } from './infrastructure/persistence/api-token.orm-entity';
import { PersonalDataAccessLogOrmEntity } from './infrastructure/persistence/personal-data-access-log.orm-entity';
import { TypeormAccessLog } from './infrastructure/persistence/typeorm-access-log';
import { TypeormAdminAccountRepository } from './infrastructure/persistence/typeorm-admin-account.repository';
import { TypeormAdminSessionRepository } from './infrastructure/persistence/typeorm-admin-session.repository';
import { TypeormApiTokenRepository } from './infrastructure/persistence/typeorm-api-token.repository';
import { TypeormAuditLog } from './infrastructure/persistence/typeorm-audit-log';
import { DemoStaffAccount } from './infrastructure/seed/demo-staff-account';
import { StaffAccountsBootstrap } from './infrastructure/seed/staff-accounts.bootstrap';

const controllers = [
  AdminLoginController,
  AdminLogoutController,
  CurrentAdminController,
  ListAdminsController,
  ExportAdminsController,
  GetAdminController,
  CreateAdminController,
  UpdateAdminController,
  ListAuditLogController,
  ExportAuditLogController,
  ListAccessLogController,
  ExportAccessLogController,
  ListApiTokensController,
  ExportApiTokensController,
  CreateApiTokenController,
  RevokeApiTokenController,
  ListFailedJobsController,
  RetryFailedJobController,
  DiscardFailedJobController,
  DashboardController,
  TwoFactorController,
];

const useCases: Provider[] = [
  AdminLoginService,
  CreateAdminService,
  UpdateAdminService,
  EnsureFirstOwnerService,
  AdminSessionsService,
  AuditTrailService,
  CreateApiTokenService,
  RevokeApiTokenService,
  RetryFailedJobService,
  DiscardFailedJobService,
  ExportAdminsService,
  ExportAuditLogService,
  ExportAccessLogService,
  ExportApiTokensService,
  TwoFactorService,
  ManageTwoFactorService,
];

const adapters: Provider[] = [
  { provide: ADMIN_ACCOUNT_REPOSITORY, useClass: TypeormAdminAccountRepository },
  { provide: ADMIN_SESSION_REPOSITORY, useClass: TypeormAdminSessionRepository },
  { provide: API_TOKEN_REPOSITORY, useClass: TypeormApiTokenRepository },
  { provide: AUDIT_LOG, useClass: TypeormAuditLog },
  { provide: ACCESS_LOG, useClass: TypeormAccessLog },
  { provide: ADMIN_PASSWORD_HASHER, useClass: Argon2PasswordHasher },
  { provide: ADMIN_SESSION_SETTINGS, inject: [BACKOFFICE_CONFIG], useFactory: (config: BackofficeConfig) => ({ ttlSeconds: config.adminSessionTtlSeconds }) },
  { provide: STAFF_AUTHENTICATOR, useClass: StaffAuthenticatorService },
  { provide: ORDER_FIGURES, useClass: OrderingOrderFiguresAdapter },
  { provide: TWO_FACTOR_REPOSITORY, useClass: TypeormTwoFactorRepository },
  { provide: TOTP, useClass: OtpauthTotp },
  { provide: BACKOFFICE_SETTINGS, useClass: TypeormBackofficeSettings },
  DemoStaffAccount,
  StaffAccountsBootstrap,
];

/**
 * The back office: staff accounts, their sessions and roles, integrators' tokens, and the audit and access logs.
 * It answers STAFF_AUTHENTICATOR for the staff guard (shared/http/auth/staff), and its use cases call the other
 * contexts' application services, never their tables. AuditTrailService is exported for the staff routes of the
 * other areas wired here.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AdminAccountOrmEntity,
      AdminSessionOrmEntity,
      ApiTokenOrmEntity,
      AdminAuditLogOrmEntity,
      PersonalDataAccessLogOrmEntity,
      AdminTwoFactorOrmEntity,
      AdminRecoveryCodeOrmEntity,
      BackofficeSettingOrmEntity,
    ]),
    LimitCountersModule,
    OrderingModule,
  ],
  controllers,
  providers: [...useCases, ...adapters],
  exports: [STAFF_AUTHENTICATOR, AuditTrailService, EnsureFirstOwnerService],
})
export class BackofficeModule {}
