import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { CreateAdminService } from '../../src/modules/backoffice/application/commands/create-admin/create-admin.service';
import { operatorActor } from '../../src/shared/application/staff-activity.port';
import type { StaffRole } from '../../src/shared/domain/staff-role';
import { TestBrowser, uniqueEmail, uniqueIp } from './membership-helpers';
import { csrf } from './test-app';

export interface StaffAccount {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

/** A password the admin policy takes, different every time. */
export function staffPassword(): string {
  return `Staff-${randomBytes(6).toString('hex')}-7!`;
}

/** An admin account made the way the operator makes one (the use case, not the tables). */
export async function createStaffAccount(app: NestFastifyApplication, role: StaffRole = 'staff', useYn: 'Y' | 'N' = 'Y'): Promise<StaffAccount> {
  const email = uniqueEmail(role);
  const password = staffPassword();
  const created = await app.get(CreateAdminService).execute({ email, password, name: `${role} 담당`, role, useYn }, operatorActor('test'));
  if (!created.ok) throw new Error(`could not create ${role}: ${created.message}`);
  return { id: created.value.id, email, password, role };
}

/** A browser logged in to the console as a new account of that role. */
export async function staffBrowser(app: NestFastifyApplication, role: StaffRole = 'staff'): Promise<{ browser: TestBrowser; account: StaffAccount }> {
  const account = await createStaffAccount(app, role);
  const browser = new TestBrowser(app);
  const answer = await browser.post('/api/admin/login', { email: account.email, password: account.password });
  if (answer.status !== 200) throw new Error(`admin login answered ${answer.status}: ${answer.text}`);
  return { browser, account };
}

/**
 * A supertest agent (it keeps cookies) logged in to the console, for suites written with agents. Its login comes
 * from an address of its own, so the admin login's per-address limit never carries over between tests.
 */
export async function staffAgent(app: NestFastifyApplication, role: StaffRole = 'staff'): Promise<{ agent: ReturnType<typeof request.agent>; account: StaffAccount }> {
  const account = await createStaffAccount(app, role);
  const agent = request.agent(app.getHttpServer());
  const { token } = await csrf(agent as unknown as ReturnType<typeof request>);
  await agent.post('/api/admin/login').set('x-csrf-token', token).set('x-forwarded-for', uniqueIp()).send({ email: account.email, password: account.password }).expect(200);
  return { agent, account };
}
