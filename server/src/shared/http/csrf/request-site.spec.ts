import type { FastifyRequest } from 'fastify';
import { isCrossSite } from './request-site';

const sentTo = (host: string, headers: Record<string, string> = {}) => ({ host, headers }) as unknown as FastifyRequest;

describe('isCrossSite', () => {
  it('believes Sec-Fetch-Site: cross-site', () => {
    expect(isCrossSite(sentTo('shop.example', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSite(sentTo('shop.example', { 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSite(sentTo('shop.example', { 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isCrossSite(sentTo('shop.example', { 'sec-fetch-site': 'none' }))).toBe(false);
  });

  it('compares an Origin with the host the request came to, port included', () => {
    expect(isCrossSite(sentTo('shop.example', { origin: 'https://shop.example' }))).toBe(false);
    expect(isCrossSite(sentTo('localhost:3000', { origin: 'http://localhost:3000' }))).toBe(false);
    expect(isCrossSite(sentTo('Shop.Example', { origin: 'https://shop.example' }))).toBe(false);
    expect(isCrossSite(sentTo('localhost:3000', { origin: 'http://localhost:5173' }))).toBe(true);
    expect(isCrossSite(sentTo('shop.example', { origin: 'https://shop.example.evil.test' }))).toBe(true);
    expect(isCrossSite(sentTo('shop.example', { origin: 'null' }))).toBe(true);
    expect(isCrossSite(sentTo('shop.example', { origin: 'file://shop.example' }))).toBe(true);
  });

  it('lets a request without either header through (not a browser; the token still applies)', () => {
    expect(isCrossSite(sentTo('shop.example'))).toBe(false);
  });
});
