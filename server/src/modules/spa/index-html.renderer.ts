import { Inject, Injectable, Logger } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTTP_CONFIG, type HttpConfig } from '../../config/http.config';

const NOT_BUILT = `<!doctype html><html lang="ko"><meta charset="utf-8"><title>the shop</title>
<body><p>The storefront is not built yet: run <code>npm run build</code>, then restart the server.</p></body></html>`;

/** The built index.html, read once, with the anti-forgery token written into its meta tag per request. */
@Injectable()
export class IndexHtmlRenderer {
  private readonly template: string;

  constructor(@Inject(HTTP_CONFIG) http: HttpConfig) {
    const file = join(http.clientDist, 'index.html');
    if (existsSync(file)) {
      this.template = readFileSync(file, 'utf8');
    } else {
      new Logger('Spa').warn(`${file} not found; pages answer with a build hint`);
      this.template = NOT_BUILT;
    }
  }

  render(csrfToken: string): string {
    const meta = `<meta name="csrf-token" content="${csrfToken}">`;
    return this.template.includes('</head>') ? this.template.replace('</head>', `${meta}</head>`) : meta + this.template;
  }
}
