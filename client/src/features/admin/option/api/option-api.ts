import { adminApi, adminCall } from '../../api/admin-api';
import type { OptionCategory, OptionCategoryBody } from './option-types';

/** Option categories (issue 9): list, one, create, edit. The goods form reads the list for its select. */
export const optionApi = adminApi.enhanceEndpoints({ addTagTypes: ['OptionCategory'] }).injectEndpoints({
  endpoints: (build) => ({
    listOptionCategories: build.query<OptionCategory[], void>({
      queryFn: (_arg, bq) => adminCall<OptionCategory[]>('/api/opt/category', bq),
      providesTags: ['OptionCategory'],
    }),
    getOptionCategory: build.query<OptionCategory, number>({
      queryFn: (id, bq) => adminCall<OptionCategory>(`/api/opt/category/${id}`, bq),
      providesTags: (_result, _error, id) => [{ type: 'OptionCategory', id }],
    }),
    createOptionCategory: build.mutation<string, OptionCategoryBody>({
      queryFn: (body, bq) => adminCall<string>({ url: '/api/opt/category', method: 'POST', body }, bq, 'message'),
      invalidatesTags: ['OptionCategory', 'Audit'],
    }),
    updateOptionCategory: build.mutation<string, OptionCategoryBody>({
      queryFn: (body, bq) => adminCall<string>({ url: '/api/opt/category', method: 'PUT', body }, bq, 'message'),
      invalidatesTags: ['OptionCategory', 'Audit'],
    }),
  }),
});

export const { useListOptionCategoriesQuery, useGetOptionCategoryQuery, useCreateOptionCategoryMutation, useUpdateOptionCategoryMutation } = optionApi;
