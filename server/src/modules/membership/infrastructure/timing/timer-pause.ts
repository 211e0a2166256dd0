import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PausePort } from '../../application/ports/pause.port';

@Injectable()
export class TimerPause implements PausePort {
  async pause(ms: number): Promise<void> {
    if (ms > 0) await sleep(ms);
  }
}
