// The texts the shop "sent": the outbox route the server mounts only with NODE_ENV=test.
import { expect } from '@playwright/test';

/** The last text kept for a number: `{ to, text, code }` (`code` is null for texts that carry none). */
export async function lastText(request, to) {
  const response = await request.get(`/api/test/sms-outbox/latest?to=${to}`);
  expect(response.status(), `a text was sent to ${to}`).toBe(200);
  return (await response.json()).dto;
}
