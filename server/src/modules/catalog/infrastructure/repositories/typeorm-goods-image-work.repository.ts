import { Injectable } from '@nestjs/common';
import { CurrentEntityManager } from '../../../../shared/infrastructure/database/current-entity-manager';
import type { GoodsImageWork, GoodsImageWorkRepositoryPort } from '../../application/ports/goods-image-work.repository.port';
import type { GoodsImageRole, GoodsImageStatus } from '../../domain/goods-image-status';

interface WorkRow {
  id: string;
  goods_id: string;
  role: string;
  status: string;
  src: string;
}

const toWork = (row: WorkRow): GoodsImageWork => ({
  id: Number(row.id),
  goodsId: Number(row.goods_id),
  role: row.role as GoodsImageRole,
  status: row.status as GoodsImageStatus,
  src: row.src,
});

/** The goods image job's reads and writes in PostgreSQL: one conditional statement per transition. */
@Injectable()
export class TypeOrmGoodsImageWorkRepository implements GoodsImageWorkRepositoryPort {
  constructor(private readonly managers: CurrentEntityManager) {}

  async find(imageId: number): Promise<GoodsImageWork | null> {
    const manager = await this.managers.forRead();
    const rows = await manager.query<WorkRow[]>(`SELECT id, goods_id, role, status, src FROM goods_image WHERE id = $1`, [imageId]);
    return rows[0] ? toWork(rows[0]) : null;
  }

  async markReady(imageId: number): Promise<GoodsImageWork | null> {
    const manager = await this.managers.forWrite();
    const [rows] = await manager.query<[WorkRow[], number]>(
      `UPDATE goods_image SET status = 'READY' WHERE id = $1 AND status = 'PROCESSING' RETURNING id, goods_id, role, status, src`,
      [imageId],
    );
    const image = rows[0] ? toWork(rows[0]) : null;
    if (image?.role === 'THUMB') {
      await manager.query(`UPDATE goods SET thumb_src = $2, thumb_ready = true WHERE id = $1`, [image.goodsId, image.src]);
    }
    return image;
  }

  async markFailed(imageId: number, reason: string): Promise<boolean> {
    const manager = await this.managers.forWrite();
    const [rows] = await manager.query<[{ id: string }[], number]>(
      `UPDATE goods_image SET status = 'FAILED', failure_reason = $2 WHERE id = $1 AND status = 'PROCESSING' RETURNING id`,
      [imageId, reason],
    );
    return rows.length > 0;
  }
}
