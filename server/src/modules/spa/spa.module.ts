import { Module } from '@nestjs/common';
import { CsrfModule } from '../../shared/http/csrf/csrf.module';
import { CatalogModule } from '../catalog/catalog.module';
import { LeadImageResolver } from './first-paint/lead-image.resolver';
import { IndexHtmlRenderer } from './index-html.renderer';
import { SpaController } from './spa.controller';

/** Import last: its catch-all route must not shadow the API (Fastify prefers static routes anyway). */
@Module({ imports: [CsrfModule, CatalogModule], providers: [IndexHtmlRenderer, LeadImageResolver], controllers: [SpaController] })
export class SpaModule {}
