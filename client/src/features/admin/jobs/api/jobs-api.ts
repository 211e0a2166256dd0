import { adminApi, adminCall } from '../../api/admin-api';

/** A job in the dead-letter queue (GET /api/admin/jobs/failed). */
export interface FailedJob {
  id: string;
  name: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
}

/** The owner's 작업 screen: failed jobs, retry (POST …/{id}/retry) and discard (DELETE …/{id}). */
export const jobsApi = adminApi.enhanceEndpoints({ addTagTypes: ['FailedJob'] }).injectEndpoints({
  endpoints: (build) => ({
    listFailedJobs: build.query<FailedJob[], void>({
      queryFn: (_arg, bq) => adminCall<FailedJob[]>('/api/admin/jobs/failed', bq),
      providesTags: ['FailedJob'],
    }),
    retryFailedJob: build.mutation<string, string>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/admin/jobs/failed/${id}/retry`, method: 'POST' }, bq, 'message'),
      invalidatesTags: ['FailedJob', 'Audit'],
    }),
    discardFailedJob: build.mutation<string, string>({
      queryFn: (id, bq) => adminCall<string>({ url: `/api/admin/jobs/failed/${id}`, method: 'DELETE' }, bq, 'message'),
      invalidatesTags: ['FailedJob', 'Audit'],
    }),
  }),
});

export const { useListFailedJobsQuery, useRetryFailedJobMutation, useDiscardFailedJobMutation } = jobsApi;
