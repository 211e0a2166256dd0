import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { SerialSourcePort } from '../../application/ports/serial-source.port';
import { COUPON_SERIAL_LENGTH } from '../../domain/coupon-serial';
import { SERIAL_ALPHABET, serialFromIndexes } from '../../domain/serial-alphabet';

/** Serials from node's CSPRNG; randomInt draws each index without modulo bias. */
@Injectable()
export class CryptoSerialSource implements SerialSourcePort {
  next(count: number): string[] {
    return Array.from({ length: count }, () =>
      serialFromIndexes(Array.from({ length: COUPON_SERIAL_LENGTH }, () => randomInt(SERIAL_ALPHABET.length))),
    );
  }
}
