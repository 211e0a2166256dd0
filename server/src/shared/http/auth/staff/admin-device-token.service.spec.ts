import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../../../config/runtime.config';
import { AdminDeviceTokenService } from './admin-device-token.service';

class Clock {
  constructor(public current = new Date('2026-11-26T00:00:00Z')) {}
  now() {
    return this.current;
  }
}

function setup() {
  const clock = new Clock();
  const jwt = new JwtService({ secret: 'device-spec-secret-0123456789abcdef', signOptions: { algorithm: 'HS256' } });
  const service = new AdminDeviceTokenService(jwt, clock, { nodeEnv: 'test' } as RuntimeConfig);
  const issued = (emailKey: string, deviceId: string | null) => {
    let value = '';
    const reply = { setCookie: (_name: string, token: string) => ((value = token), reply) } as unknown as FastifyReply;
    service.issue({ protocol: 'http' } as FastifyRequest, reply, emailKey, deviceId);
    return { cookies: { shop_admin_device: value } } as unknown as FastifyRequest;
  };
  return { clock, jwt, service, issued };
}

describe('AdminDeviceTokenService', () => {
  it('knows a browser for the account it logged in to, keeping its device id', () => {
    const { service, issued } = setup();
    expect(service.read(issued('owner@shop.example', 'device-1'), 'owner@shop.example')).toBe('device-1');
  });

  it('gives a new browser a new device id', () => {
    const { service, issued } = setup();
    const first = service.read(issued('owner@shop.example', null), 'owner@shop.example');
    const second = service.read(issued('owner@shop.example', null), 'owner@shop.example');
    expect(first).toEqual(expect.any(String));
    expect(second).not.toBe(first);
  });

  it('does not know it for another account, after 180 days, or when the token was signed with another secret or audience', () => {
    const { service, issued, clock, jwt } = setup();
    const request = issued('owner@shop.example', 'device-1');
    expect(service.read(request, 'staff@shop.example')).toBeNull();
    const forged = new JwtService({ secret: 'another-secret-0123456789abcdefgh' }).sign({ sub: 'owner@shop.example', jti: 'x', aud: 'admin-device' });
    expect(service.read({ cookies: { shop_admin_device: forged } } as unknown as FastifyRequest, 'owner@shop.example')).toBeNull();
    const session = jwt.sign({ sub: 'owner@shop.example', jti: 'x', aud: 'admin', exp: Math.floor(clock.now().getTime() / 1000) + 60 });
    expect(service.read({ cookies: { shop_admin_device: session } } as unknown as FastifyRequest, 'owner@shop.example')).toBeNull();
    clock.current = new Date(clock.current.getTime() + 181 * 24 * 3600_000);
    expect(service.read(request, 'owner@shop.example')).toBeNull();
  });
});
