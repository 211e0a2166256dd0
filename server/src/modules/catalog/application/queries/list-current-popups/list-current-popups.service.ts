import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { POPUP_REPOSITORY } from '../../../catalog.di-tokens';
import { type Popup, koreanToday } from '../../../domain/popup';
import type { PopupRepositoryPort } from '../../ports/popup.repository.port';

/** The popups the home page shows now: in use, and today in Korea within their dates. */
@Injectable()
export class ListCurrentPopupsService {
  constructor(
    @Inject(POPUP_REPOSITORY) private readonly popups: PopupRepositoryPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
  ) {}

  execute(): Promise<Popup[]> {
    return this.popups.findShowing(koreanToday(this.clock.now()));
  }
}
