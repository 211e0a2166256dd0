import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { ReviewOrmEntity } from './review.orm-entity';

/** A member's helpful vote on a review: one per member and review (the primary key). */
@Entity({ name: 'review_vote' })
@Index('review_vote_member_idx', ['memberId'])
export class ReviewVoteOrmEntity {
  @PrimaryColumn({ name: 'review_id', type: 'bigint', primaryKeyConstraintName: 'review_vote_pkey' })
  @ForeignKey(() => ReviewOrmEntity, { name: 'review_vote_review_id_fkey', onDelete: 'CASCADE' })
  reviewId: string;

  @PrimaryColumn({ name: 'member_id', type: 'integer', primaryKeyConstraintName: 'review_vote_pkey' })
  @ForeignKey('member', { name: 'review_vote_member_id_fkey', onDelete: 'CASCADE' })
  memberId: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  created: Date;
}
