import { Inject, Injectable } from '@nestjs/common';
import { ALL_GOODS } from '../../../domain/catalog-category';
import type { GoodsSummary } from '../../../domain/goods';
import { DEFAULT_SEARCH_RESULT_COUNT, SEARCH_RESULT_LIMIT, normalizeSearchText } from '../../../domain/goods-search';
import { GoodsSort, goodsOrderOf } from '../../../domain/goods-sort';
import { GOODS_READ_REPOSITORY } from '../../../catalog.di-tokens';
import type { GoodsReadRepositoryPort } from '../../ports/goods-read.repository.port';

/**
 * The search drawer: goods whose name or description contains the text, best first,
 * at most SEARCH_RESULT_LIMIT. With nothing typed, the same few defaults the drawer
 * shows on opening.
 */
@Injectable()
export class SearchGoodsService {
  constructor(@Inject(GOODS_READ_REPOSITORY) private readonly goods: GoodsReadRepositoryPort) {}

  async execute(text: string | undefined): Promise<GoodsSummary[]> {
    const normalized = normalizeSearchText(text);
    if (normalized === '') {
      const defaults = await this.goods.findPage(ALL_GOODS, goodsOrderOf(GoodsSort.Default), { page: 0, size: DEFAULT_SEARCH_RESULT_COUNT });
      return defaults.content;
    }
    return this.goods.search(normalized, SEARCH_RESULT_LIMIT);
  }
}
