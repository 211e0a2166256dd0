import { Matches } from 'class-validator';

export class FailedJobIdParam {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'id는 작업 번호(UUID)여야 합니다.' })
  id!: string;
}
