import { Controller, Get, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import type { Repository } from 'typeorm';
import { SmsOutboxOrmEntity } from './sms-outbox.orm-entity';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page for a person trying the shop on their own machine: the last 50 messages the outbox adapter "sent",
 * codes included. Mounted only outside production with the outbox adapter (see app.module.ts).
 */
@ApiExcludeController()
@Controller('dev/sms-outbox')
export class SmsOutboxPageController {
  constructor(@InjectRepository(SmsOutboxOrmEntity) private readonly outbox: Repository<SmsOutboxOrmEntity>) {}

  @Get()
  async page(@Res() reply: FastifyReply): Promise<void> {
    const rows = await this.outbox.find({ order: { id: 'DESC' }, take: 50 });
    const items = rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.createdAt.toISOString().replace('T', ' ').slice(0, 19))}</td>` +
          `<td>${escapeHtml(row.recipient)}</td><td>${escapeHtml(row.text)}</td></tr>`,
      )
      .join('');
    const html = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>SMS outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:40px;color:#151414}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #CDCDCD;padding:8px 12px;text-align:left;vertical-align:top}th{font-weight:600}
p{color:#555}</style></head><body><h1>SMS outbox</h1>
<p>Development only: what the shop would have texted, newest first. This page refreshes every 5 seconds.</p>
<table><thead><tr><th>보낸 시각 (UTC)</th><th>받는 번호</th><th>내용</th></tr></thead><tbody>
${items || '<tr><td colspan="3">보낸 문자가 없습니다.</td></tr>'}</tbody></table></body></html>`;
    void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }
}
