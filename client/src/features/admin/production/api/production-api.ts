import { adminApi, adminCall } from '../../api/admin-api';
import type { BoardQuery, ProductionBoard, ProductionOrder, StageMoveRequest, StageMoves } from './production-types';

function boardQueryString(query: BoardQuery): string {
  const params = new URLSearchParams();
  if (query.stage) params.set('stage', query.stage);
  if (query.overdue) params.set('overdue', 'Y');
  return params.toString();
}

/** The workshop's board (GET /api/production), its moves (POST /api/production/moves) and work sheets (GET /api/production/sheets). */
export const productionApi = adminApi.enhanceEndpoints({ addTagTypes: ['Production', 'StaffOrder'] }).injectEndpoints({
  endpoints: (build) => ({
    productionBoard: build.query<ProductionBoard, BoardQuery>({
      queryFn: (query, bq) => adminCall<ProductionBoard>(`/api/production?${boardQueryString(query)}`, bq),
      providesTags: ['Production'],
    }),
    workSheets: build.query<ProductionOrder[], number[]>({
      queryFn: (orderIds, bq) => adminCall<ProductionOrder[]>(`/api/production/sheets?orderIds=${orderIds.join(',')}`, bq),
      providesTags: ['Production'],
    }),
    moveStage: build.mutation<StageMoves, StageMoveRequest>({
      queryFn: (body, bq) => adminCall<StageMoves>({ url: '/api/production/moves', method: 'POST', body }, bq),
      invalidatesTags: ['Production', 'StaffOrder', 'Audit'],
    }),
  }),
});

export const { useProductionBoardQuery, useWorkSheetsQuery, useMoveStageMutation } = productionApi;
