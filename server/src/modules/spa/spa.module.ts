import { Module } from '@nestjs/common';
import { CsrfModule } from '../../shared/http/csrf/csrf.module';
import { IndexHtmlRenderer } from './index-html.renderer';
import { SpaController } from './spa.controller';

/** Import last: its catch-all route must not shadow the API (Fastify prefers static routes anyway). */
@Module({ imports: [CsrfModule], providers: [IndexHtmlRenderer], controllers: [SpaController] })
export class SpaModule {}
