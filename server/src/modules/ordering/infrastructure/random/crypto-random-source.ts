import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { RandomSource } from '../../domain/order-number';

/** Order numbers' random digits from the operating system's CSPRNG, so no one can guess the next order's number. */
@Injectable()
export class CryptoRandomSource implements RandomSource {
  int(maxExclusive: number): number {
    return randomInt(maxExclusive);
  }
}
