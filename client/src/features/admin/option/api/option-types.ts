export interface OptionItem {
  id: number;
  optName: string;
  price: number;
}

/** An option category (GET /api/opt/category[/{id}]). */
export interface OptionCategory {
  id: number;
  categoryName: string;
  requireYn: 'Y' | 'N';
  opts: OptionItem[];
}

/** POST / PUT /api/opt/category: names and prices pair up by position. */
export interface OptionCategoryBody {
  id?: number;
  categoryName: string;
  requireYn: 'Y' | 'N';
  optName: string[];
  price: number[];
}
