import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type ClockPort } from '../../../../../shared/application/clock.port';
import { FILE_STORAGE, type FileStoragePort } from '../../../../../shared/application/file-storage.port';
import { IMAGE_NORMALIZER, type ImageNormalizerPort } from '../../../../../shared/application/image-normalizer.port';
import { UNIT_OF_WORK, type UnitOfWorkPort } from '../../../../../shared/application/unit-of-work.port';
import { type Result, ok } from '../../../../../shared/domain/result';
import { type ClaimRequest, checkClaimPhotoCount } from '../../../domain/order-claim';
import { OrderingFailures } from '../../../domain/ordering-failures';
import { ORDER_REPOSITORY } from '../../ordering.di-tokens';
import type { OrderRepositoryPort } from '../../ports/order.repository.port';
import { type OrderView, toOrderView } from '../../services/order-view';
import { UploadedPhotos } from '../../../../../shared/application/uploaded-photos';
import { CLAIM_PHOTO_MAX_SIDE } from '../../../domain/order-claim';

/** The request as the member sends it: the photos as uploaded bytes (none is fine). */
export interface RequestClaimCommand extends Omit<ClaimRequest, 'photoKeys'> {
  photos: Buffer[];
}

/**
 * A member asks to return or exchange a delivered order of theirs (domain/order-claim.ts has the terms' rules).
 * The photos are checked and stored first (a disguised file refuses the request before anything is kept), then
 * one unit of work with the order's row locked: two requests at once make one, and a request racing staff's
 * change waits for it. Stored photos are removed again when the request is not saved. Someone else's order
 * answers like a missing one. Staff settle it from the back office.
 */
@Injectable()
export class RequestClaimService {
  private readonly photos: UploadedPhotos;

  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepositoryPort,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWorkPort,
    @Inject(CLOCK) private readonly clock: ClockPort,
    @Inject(IMAGE_NORMALIZER) normalizer: ImageNormalizerPort,
    @Inject(FILE_STORAGE) storage: FileStoragePort,
  ) {
    this.photos = new UploadedPhotos(normalizer, storage, { folder: 'claims', maxSide: CLAIM_PHOTO_MAX_SIDE, invalid: OrderingFailures.claimPhotoInvalid });
  }

  async execute(memberId: number, orderId: number, command: RequestClaimCommand): Promise<Result<OrderView>> {
    const count = checkClaimPhotoCount(command.photos.length);
    if (!count.ok) return count;
    const stored = await this.photos.store(command.photos);
    if (!stored.ok) return stored;
    const request: ClaimRequest = { kind: command.kind, reason: command.reason, detail: command.detail, lines: command.lines ?? [], photoKeys: stored.value };
    let result: Result<OrderView>;
    try {
      result = await this.unitOfWork.run(async () => {
        const order = await this.orders.lockById(orderId);
        if (!order || order.memberId !== memberId) return OrderingFailures.orderNotFound();
        const requested = order.requestClaim(request, this.clock.now());
        if (!requested.ok) return requested;
        const saved = await this.orders.save(order);
        if (!saved.ok) return saved;
        return ok(toOrderView(order));
      });
    } catch (error) {
      await this.photos.discard(stored.value);
      throw error;
    }
    if (!result.ok) await this.photos.discard(stored.value);
    return result;
  }
}
