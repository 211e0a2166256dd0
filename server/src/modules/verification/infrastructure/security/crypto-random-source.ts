import { Injectable } from '@nestjs/common';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { RandomSourcePort } from '../../application/ports/random-source.port';

/** node:crypto's CSPRNG; randomInt draws each digit without modulo bias. */
@Injectable()
export class CryptoRandomSource implements RandomSourcePort {
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += String(randomInt(0, 10));
    return out;
  }

  token(): string {
    return randomBytes(32).toString('base64url');
  }

  uuid(): string {
    return randomUUID();
  }
}
