import { Check, Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { ReviewOrmEntity } from './review.orm-entity';

/** A review's photo (at most 3), kept by the file storage under `storage_key`. */
@Entity({ name: 'review_photo' })
@Check('review_photo_position_range', 'position BETWEEN 0 AND 2')
export class ReviewPhotoOrmEntity {
  @PrimaryColumn({ name: 'review_id', type: 'bigint', primaryKeyConstraintName: 'review_photo_pkey' })
  @ForeignKey(() => ReviewOrmEntity, { name: 'review_photo_review_id_fkey', onDelete: 'CASCADE' })
  reviewId: string;

  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'review_photo_pkey' })
  position: number;

  @Column({ name: 'storage_key', type: 'varchar', length: 200 })
  storageKey: string;
}
