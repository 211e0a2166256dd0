import { api, payload } from '@/lib/api-client';
import type { MyReview, ReviewWritten } from '@/types/api';

export interface ReviewLineQuery {
  orderId: number;
  goodsId: number;
}

export interface ReviewDraft {
  score: number;
  contents: string;
  /** New photos to upload. */
  photos: File[];
}

/** The form's fields as multipart (the server reads photos by their content, never by name or type). */
function formOf(fields: Record<string, string | number>, keepPhotos: string[], photos: File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const url of keepPhotos) form.append('keepPhotos', url);
  for (const photo of photos) form.append('photos', photo, photo.name);
  return form;
}

/** My review of one delivered order line: the form's data, written, edited, deleted. */
export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyReview: build.query<MyReview, ReviewLineQuery>({
      query: (params) => ({ url: '/api/review/mine', params }),
      transformResponse: payload<MyReview>('dto'),
      keepUnusedDataFor: 0,
    }),
    writeReview: build.mutation<ReviewWritten, ReviewLineQuery & ReviewDraft>({
      query: ({ orderId, goodsId, score, contents, photos }) => ({
        url: '/api/review',
        method: 'POST',
        body: formOf({ orderId, goodsId, score, contents }, [], photos),
      }),
      transformResponse: payload<ReviewWritten>('dto'),
    }),
    editReview: build.mutation<void, { reviewId: number; keepPhotos: string[] } & ReviewDraft>({
      query: ({ reviewId, score, contents, keepPhotos, photos }) => ({
        url: `/api/review/${reviewId}`,
        method: 'PUT',
        body: formOf({ score, contents }, keepPhotos, photos),
      }),
      transformResponse: () => undefined,
    }),
    deleteReview: build.mutation<void, number>({
      query: (reviewId) => ({ url: `/api/review/${reviewId}`, method: 'DELETE' }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useGetMyReviewQuery, useWriteReviewMutation, useEditReviewMutation, useDeleteReviewMutation } = reviewsApi;
