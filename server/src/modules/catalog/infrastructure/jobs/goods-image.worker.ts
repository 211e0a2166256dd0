import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_QUEUE, type JobQueuePort } from '../../../../shared/application/jobs/job-queue.port';
import { ProcessGoodsImageService } from '../../application/commands/process-goods-image/process-goods-image.service';
import { GOODS_IMAGE_JOB, type GoodsImageJob } from '../../application/services/goods-image-store';

/** Runs the goods image jobs (on the worker process, or in the web process with WORKER_IN_PROCESS=true). */
@Injectable()
export class GoodsImageWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueuePort,
    private readonly images: ProcessGoodsImageService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work<GoodsImageJob>(GOODS_IMAGE_JOB, (job) => this.images.execute(job));
  }
}
