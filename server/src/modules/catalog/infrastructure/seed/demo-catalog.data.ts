/**
 * The demo catalogue: 26 black leather goods, their shared option categories, reviews and the
 * home-page banners. Plain data (no imports) read by the catalog seeder.
 *
 * Images: every `thumb`/`images` path is `/images/goods/<slug>-<n>.svg`, served from
 * `server/assets/goods/<slug>-<n>.svg`; those files are drawn by `server/scripts/generate-demo-images.mjs`
 * (n = 1 front, 2 angle, 3 detail close-up, 4 interior). Re-run the script after adding a path here.
 *
 * Invariants (checked by demo-catalog.data.spec.ts): slugs, displayOrder, createdDaysAgo and prices are
 * unique, so every sort is unambiguous; every optionKey names an option category; reviews are younger
 * than their goods and their daysAgo are unique within a goods.
 */

export interface DemoTextRule { label: string; maxLength: number; charset: 'UPPER_LATIN' | 'LATIN' | 'LATIN_DIGITS' | 'HANGUL_LATIN_DIGITS'; upperCase: boolean }
export interface DemoOptionCategory { key: string; categoryName: string; requireYn: 'Y' | 'N'; opts: { optName: string; price: number; text?: DemoTextRule }[] }
export interface DemoReview { memberName: string; score: 1 | 2 | 3 | 4 | 5; contents: string; recommendCount: number; daysAgo: number }
export interface DemoGoods { slug: string; goodsName: string; price: number; addonOnly?: boolean; contents: string; categories: (1 | 2 | 3 | 4)[]; displayOrder: number; createdDaysAgo: number; thumb: string; images: string[]; optionKeys: string[]; reviews: DemoReview[] }
export interface DemoBanner { img: string; url: string; txt1: string; txt2: string }

export const DEMO_OPTION_CATEGORIES: DemoOptionCategory[] = [
  {
    key: 'strap-length',
    categoryName: '스트랩 길이',
    requireYn: 'Y',
    opts: [
      { optName: '숏 (100cm)', price: 0 },
      { optName: '롱 (120cm)', price: 5000 },
    ],
  },
  {
    key: 'hardware',
    categoryName: '하드웨어',
    requireYn: 'Y',
    opts: [
      { optName: '실버', price: 0 },
      { optName: '골드', price: 3000 },
    ],
  },
  {
    key: 'engraving',
    categoryName: '각인',
    requireYn: 'N',
    opts: [
      { optName: '각인 없음', price: 0 },
      { optName: '이니셜 각인 (영문 3자 이내)', price: 5000, text: { label: '이니셜', maxLength: 3, charset: 'UPPER_LATIN', upperCase: true } },
    ],
  },
  {
    key: 'gift-wrap',
    categoryName: '선물 포장',
    requireYn: 'N',
    opts: [
      { optName: '기본 블랙 파우치', price: 0 },
      { optName: '리본 박스 포장', price: 3000 },
    ],
  },
  {
    key: 'card-slot',
    categoryName: '카드 슬롯',
    requireYn: 'Y',
    opts: [
      { optName: '기본 (4구)', price: 0 },
      { optName: '확장 (6구)', price: 4000 },
    ],
  },
  {
    key: 'inner-pocket',
    categoryName: '내부 포켓',
    requireYn: 'N',
    opts: [
      { optName: '오픈 포켓 (기본)', price: 0 },
      { optName: '지퍼 포켓 추가', price: 8000 },
    ],
  },
  {
    key: 'belt-size',
    categoryName: '벨트 사이즈',
    requireYn: 'Y',
    opts: [
      { optName: 'S (허리 26-28인치)', price: 0 },
      { optName: 'M (허리 29-31인치)', price: 0 },
      { optName: 'L (허리 32-34인치)', price: 0 },
      { optName: 'XL (허리 35-37인치)', price: 3000 },
    ],
  },
  {
    key: 'airpods-model',
    categoryName: '기종',
    requireYn: 'Y',
    opts: [
      { optName: 'AirPods Pro 2', price: 0 },
      { optName: 'AirPods 4', price: 0 },
    ],
  },
];

export const DEMO_GOODS: DemoGoods[] = [
  // ── 1 bags ──────────────────────────────────────────────────────────────
  {
    slug: 'tote',
    goodsName: '블랙 레더 토트백',
    price: 289000,
    contents:
      '이탈리아산 베지터블 레더를 통가죽 그대로 재단해 만든 데일리 토트백입니다.\n' +
      '사이즈: 가로 38cm (하단 32cm) x 세로 30cm x 폭 13cm, 핸들 높이 22cm\n' +
      '컬러: 블랙 (블랙 단일 컬러로만 제작합니다)\n' +
      '주문 후 1-3 영업일 동안 공방에서 한 점씩 수작업으로 제작해 발송합니다.\n' +
      '보관 팁: 사용하지 않을 때는 속을 채워 모양을 잡고 더스트백에 넣어 그늘에 보관해 주세요.',
    categories: [1, 4],
    displayOrder: 4,
    createdDaysAgo: 212,
    thumb: '/images/goods/tote-1.svg',
    images: ['/images/goods/tote-1.svg', '/images/goods/tote-2.svg', '/images/goods/tote-3.svg', '/images/goods/tote-4.svg'],
    optionKeys: ['hardware', 'inner-pocket', 'engraving', 'gift-wrap'],
    reviews: [
      { memberName: '이서연', score: 4, contents: '노트북까지 들어가서 출근용으로 딱이에요. 처음엔 조금 뻣뻣한데 점점 길이 들어요.', recommendCount: 2, daysAgo: 3 },
      { memberName: '정다은', score: 3, contents: '가죽은 정말 좋은데 생각보다 무게가 조금 있어요.', recommendCount: 4, daysAgo: 15 },
      { memberName: '박준호', score: 4, contents: '아내 선물로 샀습니다. 블랙 파우치에 담겨 와서 포장 따로 안 해도 됐어요. 마감이 깔끔합니다.', recommendCount: 27, daysAgo: 41 },
      { memberName: '남궁현우', score: 4, contents: '주문하고 사흘 만에 받았어요. 핸들 바느질이 튼튼해 보여요.', recommendCount: 0, daysAgo: 62 },
      { memberName: '최유진', score: 5, contents: '반년째 매일 들고 다니는데 색이 더 깊어졌어요. 인생 가방입니다.', recommendCount: 9, daysAgo: 88 },
      { memberName: 'Emily', score: 4, contents: 'Beautiful leather, and the stitching is very neat. 조금 크지만 만족해요.', recommendCount: 13, daysAgo: 120 },
      { memberName: '한지우', score: 2, contents: '안쪽 포켓이 하나뿐이라 조금 불편해요. 지퍼 포켓 옵션을 추가할 걸 그랬어요.', recommendCount: 6, daysAgo: 160 },
    ],
  },
  {
    slug: 'mini-tote',
    goodsName: '블랙 레더 토트백 Mini',
    price: 189000,
    contents:
      '토트백의 비율을 그대로 줄인 미니 사이즈로, 분리형 스트랩으로 크로스백처럼 멜 수 있습니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 내부 스웨이드 마감\n' +
      '사이즈: 가로 24cm x 세로 19cm x 폭 9cm, 핸들 높이 14cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작. 비 오는 날에는 마른 천으로 물기를 바로 닦아 주세요.',
    categories: [1, 4],
    displayOrder: 7,
    createdDaysAgo: 96,
    thumb: '/images/goods/mini-tote-1.svg',
    images: ['/images/goods/mini-tote-1.svg', '/images/goods/mini-tote-2.svg', '/images/goods/mini-tote-3.svg', '/images/goods/mini-tote-4.svg'],
    optionKeys: ['strap-length', 'hardware', 'engraving', 'gift-wrap'],
    reviews: [
      { memberName: '김민지', score: 5, contents: '작은데 지갑, 폰, 파우치까지 다 들어가요. 너무 예뻐요!', recommendCount: 18, daysAgo: 5 },
      { memberName: '오세훈', score: 5, contents: '여자친구 생일 선물로 샀는데 반응 최고였습니다.', recommendCount: 7, daysAgo: 22 },
      { memberName: '조은비', score: 4, contents: '롱 스트랩으로 했는데 크로스로 메기 딱 좋아요.', recommendCount: 3, daysAgo: 37 },
      { memberName: '윤아', score: 5, contents: '가죽 냄새가 좋고 모서리 마감이 정말 깔끔해요.', recommendCount: 11, daysAgo: 58 },
      { memberName: '임수빈', score: 4, contents: '사진보다 실물이 더 고급스러워요. 골드 하드웨어 추천해요.', recommendCount: 5, daysAgo: 80 },
    ],
  },
  {
    slug: 'shoulder-bag',
    goodsName: '소프트 숄더백',
    price: 259000,
    contents:
      '부드러운 소가죽을 사용해 몸에 자연스럽게 감기는 숄더백입니다.\n' +
      '소재: 이탈리아산 소프트 카프 레더\n' +
      '사이즈: 가로 33cm x 세로 24cm x 폭 10cm, 스트랩 드롭 25cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 장시간 직사광선을 피하고, 가방 안에 종이를 넣어 형태를 유지해 주세요.',
    categories: [1],
    displayOrder: 1,
    createdDaysAgo: 154,
    thumb: '/images/goods/shoulder-bag-1.svg',
    images: ['/images/goods/shoulder-bag-1.svg', '/images/goods/shoulder-bag-2.svg', '/images/goods/shoulder-bag-3.svg', '/images/goods/shoulder-bag-4.svg'],
    optionKeys: ['strap-length', 'hardware', 'gift-wrap'],
    reviews: [
      { memberName: '강하늘', score: 5, contents: '어깨에 착 감기는 느낌이 좋아요. 가볍습니다.', recommendCount: 8, daysAgo: 12 },
      { memberName: '서하린', score: 4, contents: '자석 잠금이라 여닫기 편해요.', recommendCount: 2, daysAgo: 49 },
      { memberName: '권나래', score: 3, contents: '예쁜데 수납이 생각보다 작아요. 장지갑은 빠듯합니다.', recommendCount: 10, daysAgo: 101 },
    ],
  },
  {
    slug: 'crossbody-bag',
    goodsName: '데일리 크로스백',
    price: 219000,
    contents:
      '휴대폰, 카드지갑, 립스틱이 쏙 들어가는 플랩 크로스백입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 턴락 잠금\n' +
      '사이즈: 가로 22cm x 세로 17cm x 폭 7cm, 스트랩 길이 조절 가능\n' +
      '컬러: 블랙\n' +
      '주문 제작 상품으로 1-3 영업일 후 발송됩니다.\n' +
      '보관 팁: 스트랩은 접지 말고 가방 안에 둥글게 말아 보관해 주세요.',
    categories: [1, 4],
    displayOrder: 8,
    createdDaysAgo: 187,
    thumb: '/images/goods/crossbody-bag-1.svg',
    images: ['/images/goods/crossbody-bag-1.svg', '/images/goods/crossbody-bag-2.svg', '/images/goods/crossbody-bag-3.svg', '/images/goods/crossbody-bag-4.svg'],
    optionKeys: ['strap-length', 'hardware', 'engraving', 'gift-wrap'],
    reviews: [
      { memberName: '배수현', score: 5, contents: '여행 갈 때 들고 갔는데 너무 편했어요.', recommendCount: 14, daysAgo: 9 },
      { memberName: '신동욱', score: 4, contents: '남자가 들어도 무난한 디자인이에요. 턴락이 묵직해서 좋네요.', recommendCount: 6, daysAgo: 33 },
      { memberName: '문채원', score: 5, contents: '두 번째 구매예요. 엄마 것도 하나 샀어요.', recommendCount: 21, daysAgo: 70 },
      { memberName: 'Daniel', score: 4, contents: 'Compact and well made. Strap length is perfect with the long option.', recommendCount: 3, daysAgo: 115 },
      { memberName: '장우진', score: 2, contents: '배송 전에 제작 기간 안내를 더 자세히 해주셨으면 해요. 가방은 좋습니다.', recommendCount: 1, daysAgo: 150 },
    ],
  },
  {
    slug: 'backpack',
    goodsName: '시티 레더 백팩',
    price: 389000,
    contents:
      '15인치 노트북 수납이 가능한 플랩형 가죽 백팩입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 코튼 캔버스 안감\n' +
      '사이즈: 가로 30cm x 세로 40cm x 폭 14cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 어깨끈에 무리한 하중이 가지 않도록 걸어 두지 말고 세워서 보관해 주세요.',
    categories: [1],
    displayOrder: 2,
    createdDaysAgo: 63,
    thumb: '/images/goods/backpack-1.svg',
    images: ['/images/goods/backpack-1.svg', '/images/goods/backpack-2.svg', '/images/goods/backpack-3.svg', '/images/goods/backpack-4.svg'],
    optionKeys: ['hardware', 'engraving'],
    reviews: [
      { memberName: '유승민', score: 5, contents: '출퇴근용으로 샀는데 노트북이 넉넉하게 들어가요.', recommendCount: 4, daysAgo: 20 },
      { memberName: '황보미래', score: 4, contents: '가죽 백팩인데도 생각보다 가벼워요.', recommendCount: 1, daysAgo: 44 },
    ],
  },
  {
    slug: 'clutch',
    goodsName: '엔벨롭 클러치',
    price: 149000,
    contents:
      '편지 봉투 모양의 플랩 클러치로, 격식 있는 자리에도 잘 어울립니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 마그네틱 스냅\n' +
      '사이즈: 가로 30cm x 세로 19cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작 · 보관 시 플랩이 눌리지 않도록 평평하게 두어 주세요.',
    categories: [1],
    displayOrder: 12,
    createdDaysAgo: 241,
    thumb: '/images/goods/clutch-1.svg',
    images: ['/images/goods/clutch-1.svg', '/images/goods/clutch-2.svg', '/images/goods/clutch-3.svg', '/images/goods/clutch-4.svg'],
    optionKeys: ['engraving', 'gift-wrap'],
    reviews: [
      { memberName: '안소희', score: 5, contents: '결혼식 하객룩에 들었는데 칭찬 많이 받았어요.', recommendCount: 9, daysAgo: 30 },
      { memberName: '송지호', score: 4, contents: '심플해서 정장에 잘 어울려요.', recommendCount: 2, daysAgo: 95 },
      { memberName: '홍예린', score: 3, contents: '예쁘지만 장지갑은 안 들어가요. 카드지갑이랑 같이 쓰세요.', recommendCount: 5, daysAgo: 180 },
    ],
  },
  {
    slug: 'bucket-bag',
    goodsName: '드로스트링 버킷백',
    price: 239000,
    contents:
      '가죽 끈으로 입구를 조여 여닫는 버킷백입니다.\n' +
      '소재: 이탈리아산 소프트 레더, 가죽 드로스트링\n' +
      '사이즈: 지름 20cm x 높이 26cm, 스트랩 드롭 50cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 끈을 느슨하게 풀어 두면 입구 주름이 자연스럽게 유지됩니다.',
    categories: [1],
    displayOrder: 11,
    createdDaysAgo: 28,
    thumb: '/images/goods/bucket-bag-1.svg',
    images: ['/images/goods/bucket-bag-1.svg', '/images/goods/bucket-bag-2.svg', '/images/goods/bucket-bag-3.svg', '/images/goods/bucket-bag-4.svg'],
    optionKeys: ['strap-length', 'inner-pocket', 'gift-wrap'],
    reviews: [
      { memberName: '전하윤', score: 5, contents: '수납력 최고예요. 물병도 들어가요.', recommendCount: 3, daysAgo: 6 },
    ],
  },
  {
    slug: 'hobo-bag',
    goodsName: '하프문 호보백',
    price: 269000,
    contents:
      '반달 모양의 실루엣이 돋보이는 호보백입니다.\n' +
      '소재: 이탈리아산 소프트 카프 레더, 스웨이드 안감\n' +
      '사이즈: 가로 36cm x 세로 22cm x 폭 11cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 동안 한 점씩 손으로 제작합니다.\n' +
      '보관 팁: 주름이 자리 잡지 않도록 속을 채워 눕혀서 보관해 주세요.',
    categories: [1],
    displayOrder: 3,
    createdDaysAgo: 7,
    thumb: '/images/goods/hobo-bag-1.svg',
    images: ['/images/goods/hobo-bag-1.svg', '/images/goods/hobo-bag-2.svg', '/images/goods/hobo-bag-3.svg', '/images/goods/hobo-bag-4.svg'],
    optionKeys: ['hardware', 'inner-pocket'],
    reviews: [],
  },
  {
    slug: 'briefcase',
    goodsName: '슬림 브리프케이스',
    price: 349000,
    contents:
      '서류와 14인치 노트북을 담는 슬림한 브리프케이스입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 황동 버클\n' +
      '사이즈: 가로 39cm x 세로 28cm x 폭 7cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 월 1회 가죽 전용 크림을 얇게 발라 주면 광택이 오래갑니다.',
    categories: [1],
    displayOrder: 15,
    createdDaysAgo: 133,
    thumb: '/images/goods/briefcase-1.svg',
    images: ['/images/goods/briefcase-1.svg', '/images/goods/briefcase-2.svg', '/images/goods/briefcase-3.svg', '/images/goods/briefcase-4.svg'],
    optionKeys: ['hardware', 'inner-pocket', 'engraving'],
    reviews: [
      { memberName: '이준영', score: 5, contents: '승진 기념으로 샀습니다. 각인까지 넣으니 더 특별하네요.', recommendCount: 12, daysAgo: 18 },
      { memberName: '김도윤', score: 4, contents: '서류 가방인데 캐주얼에도 잘 어울려요.', recommendCount: 4, daysAgo: 76 },
    ],
  },
  {
    slug: 'sling-bag',
    goodsName: '스퀘어 슬링백',
    price: 169000,
    contents:
      '가볍게 몸에 두르는 스퀘어 슬링백입니다.\n' +
      '소재: 이탈리아산 베지터블 레더\n' +
      '사이즈: 가로 18cm x 세로 21cm x 폭 6cm\n' +
      '컬러: 블랙 · 주문 후 1-3 영업일 제작',
    categories: [1],
    displayOrder: 16,
    createdDaysAgo: 45,
    thumb: '/images/goods/sling-bag-1.svg',
    images: ['/images/goods/sling-bag-1.svg', '/images/goods/sling-bag-2.svg', '/images/goods/sling-bag-3.svg', '/images/goods/sling-bag-4.svg'],
    optionKeys: ['strap-length', 'hardware'],
    reviews: [
      { memberName: '최현수', score: 4, contents: '산책할 때 폰이랑 카드만 넣고 다니기 좋아요.', recommendCount: 2, daysAgo: 11 },
      { memberName: '박서윤', score: 5, contents: '버클이 튼튼하고 가죽 질감이 고급스러워요.', recommendCount: 6, daysAgo: 27 },
    ],
  },

  // ── 2 wallets ───────────────────────────────────────────────────────────
  {
    slug: 'long-wallet',
    goodsName: '플랩 장지갑',
    price: 129000,
    contents:
      '지폐를 접지 않고 넣는 스냅 플랩 장지갑입니다.\n' +
      '소재: 이탈리아산 베지터블 레더\n' +
      '사이즈: 가로 19cm x 세로 10cm x 두께 2cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작 · 가죽이 젖었을 때는 드라이어 대신 그늘에서 말려 주세요.',
    categories: [2, 4],
    displayOrder: 5,
    createdDaysAgo: 276,
    thumb: '/images/goods/long-wallet-1.svg',
    images: ['/images/goods/long-wallet-1.svg', '/images/goods/long-wallet-2.svg', '/images/goods/long-wallet-3.svg', '/images/goods/long-wallet-4.svg'],
    optionKeys: ['card-slot', 'engraving', 'gift-wrap'],
    reviews: [
      { memberName: '정민호', score: 5, contents: '카드 슬롯 6구로 했는데 넉넉해요.', recommendCount: 7, daysAgo: 14 },
      { memberName: '이하은', score: 4, contents: '스냅이 단단하게 잠겨서 안심돼요.', recommendCount: 3, daysAgo: 52 },
      { memberName: '김태희', score: 5, contents: '부모님 선물로 드렸는데 너무 좋아하세요.', recommendCount: 15, daysAgo: 130 },
      { memberName: '오지훈', score: 4, contents: '일 년 쓰니 손때가 멋있게 묻었어요.', recommendCount: 9, daysAgo: 240 },
    ],
  },
  {
    slug: 'half-wallet',
    goodsName: '클래식 반지갑',
    price: 98000,
    contents:
      '뒷주머니에 쏙 들어가는 얇은 반지갑입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 내부 카프 레더\n' +
      '사이즈: 가로 11cm x 세로 9.5cm (펼쳤을 때 22cm)\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 카드를 과하게 넣으면 슬롯이 늘어날 수 있으니 슬롯당 1-2장을 권장합니다.',
    categories: [2, 4],
    displayOrder: 9,
    createdDaysAgo: 198,
    thumb: '/images/goods/half-wallet-1.svg',
    images: ['/images/goods/half-wallet-1.svg', '/images/goods/half-wallet-2.svg', '/images/goods/half-wallet-3.svg', '/images/goods/half-wallet-4.svg'],
    optionKeys: ['card-slot', 'engraving', 'gift-wrap'],
    reviews: [
      { memberName: '장민석', score: 5, contents: '얇아서 바지 주머니에 넣어도 티가 안 나요.', recommendCount: 10, daysAgo: 8 },
      { memberName: '윤서진', score: 5, contents: '남편 선물로 샀어요. 이니셜 각인이 예뻐요.', recommendCount: 6, daysAgo: 66 },
      { memberName: '한결', score: 4, contents: '마감이 좋아요. 처음엔 슬롯이 좀 빡빡해요.', recommendCount: 2, daysAgo: 140 },
    ],
  },
  {
    slug: 'card-case',
    goodsName: '슬림 카드 케이스',
    price: 49000,
    contents:
      '카드 4-6장과 접은 지폐를 넣는 슬림 카드 케이스입니다.\n' +
      '소재: 이탈리아산 베지터블 레더\n' +
      '사이즈: 가로 10.5cm x 세로 7.5cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작 · 가죽 표면은 부드러운 천으로 가볍게 닦아 주세요.',
    categories: [2, 4],
    displayOrder: 6,
    createdDaysAgo: 300,
    thumb: '/images/goods/card-case-1.svg',
    images: ['/images/goods/card-case-1.svg', '/images/goods/card-case-2.svg', '/images/goods/card-case-3.svg', '/images/goods/card-case-4.svg'],
    optionKeys: ['engraving', 'gift-wrap'],
    reviews: [
      { memberName: '문지아', score: 5, contents: '선물용으로 세 개째 구매 중이에요.', recommendCount: 12, daysAgo: 2 },
      { memberName: '이도현', score: 5, contents: '얇고 단단해요. 가격 대비 최고.', recommendCount: 20, daysAgo: 25 },
      { memberName: '백승아', score: 4, contents: '카드 다섯 장 넣으니 딱 맞아요.', recommendCount: 4, daysAgo: 59 },
      { memberName: '고은채', score: 4, contents: '블랙 파우치 포장이 고급스러워요.', recommendCount: 1, daysAgo: 104 },
      { memberName: '류하준', score: 3, contents: '처음엔 카드 넣고 빼기가 조금 뻑뻑했어요.', recommendCount: 8, daysAgo: 171 },
      { memberName: '김소율', score: 5, contents: '2년째 쓰는데 모서리 하나 안 해졌어요.', recommendCount: 30, daysAgo: 260 },
    ],
  },
  {
    slug: 'coin-purse',
    goodsName: '프레임 코인 퍼스',
    price: 45000,
    contents:
      '똑딱이 프레임으로 여닫는 작은 동전 지갑입니다.\n' +
      '소재: 이탈리아산 소프트 레더, 메탈 프레임\n' +
      '사이즈: 가로 11cm x 세로 8cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작',
    categories: [2],
    displayOrder: 21,
    createdDaysAgo: 81,
    thumb: '/images/goods/coin-purse-1.svg',
    images: ['/images/goods/coin-purse-1.svg', '/images/goods/coin-purse-2.svg', '/images/goods/coin-purse-3.svg', '/images/goods/coin-purse-4.svg'],
    optionKeys: [],
    reviews: [
      { memberName: '서지안', score: 4, contents: '이어폰 넣고 다니기에도 좋아요.', recommendCount: 0, daysAgo: 35 },
    ],
  },
  {
    slug: 'zip-wallet',
    goodsName: '라운드 지퍼 지갑',
    price: 139000,
    contents:
      '지퍼를 한 바퀴 둘러 내용물이 빠지지 않는 라운드 지퍼 장지갑입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 지퍼\n' +
      '사이즈: 가로 19.5cm x 세로 10.5cm x 두께 2.5cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작 · 지퍼는 가끔 양초를 살짝 문질러 주면 부드럽게 움직입니다.',
    categories: [2],
    displayOrder: 13,
    createdDaysAgo: 117,
    thumb: '/images/goods/zip-wallet-1.svg',
    images: ['/images/goods/zip-wallet-1.svg', '/images/goods/zip-wallet-2.svg', '/images/goods/zip-wallet-3.svg', '/images/goods/zip-wallet-4.svg'],
    optionKeys: ['hardware', 'gift-wrap'],
    reviews: [
      { memberName: '최예은', score: 5, contents: '동전 칸이 따로 있어서 편해요.', recommendCount: 5, daysAgo: 19 },
      { memberName: '박지성', score: 4, contents: '지퍼가 부드럽게 잘 열려요.', recommendCount: 2, daysAgo: 90 },
    ],
  },
  {
    slug: 'passport-case',
    goodsName: '여권 케이스',
    price: 79000,
    contents:
      '여권과 탑승권, 카드를 함께 보관하는 여권 케이스입니다.\n' +
      '소재: 이탈리아산 베지터블 레더\n' +
      '사이즈: 가로 10cm x 세로 14cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 여행 후에는 여권을 빼고 평평하게 보관해 주세요.',
    categories: [2],
    displayOrder: 18,
    createdDaysAgo: 54,
    thumb: '/images/goods/passport-case-1.svg',
    images: ['/images/goods/passport-case-1.svg', '/images/goods/passport-case-2.svg', '/images/goods/passport-case-3.svg', '/images/goods/passport-case-4.svg'],
    optionKeys: ['engraving'],
    reviews: [
      { memberName: '노은서', score: 5, contents: '신혼여행 가기 전에 커플로 맞췄어요.', recommendCount: 7, daysAgo: 16 },
      { memberName: 'Sophie', score: 4, contents: 'Slim and elegant. Fits my passport and two cards.', recommendCount: 1, daysAgo: 40 },
    ],
  },
  {
    slug: 'money-clip',
    goodsName: '머니클립 지갑',
    price: 59000,
    contents:
      '메탈 클립에 지폐를 끼우고 양쪽 슬롯에 카드를 넣는 머니클립입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 스테인리스 클립\n' +
      '사이즈: 가로 10cm x 세로 8cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작',
    categories: [2],
    displayOrder: 20,
    createdDaysAgo: 12,
    thumb: '/images/goods/money-clip-1.svg',
    images: ['/images/goods/money-clip-1.svg', '/images/goods/money-clip-2.svg', '/images/goods/money-clip-3.svg', '/images/goods/money-clip-4.svg'],
    optionKeys: [],
    reviews: [
      { memberName: '강민재', score: 4, contents: '클립 힘이 좋아서 지폐가 안 빠져요.', recommendCount: 1, daysAgo: 4 },
    ],
  },
  {
    slug: 'key-wallet',
    goodsName: '스냅 키 지갑',
    price: 54000,
    contents:
      '열쇠 네 개를 걸 수 있는 고리가 달린 키 지갑입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 키 후크\n' +
      '사이즈: 가로 7cm x 세로 11cm\n' +
      '컬러: 블랙\n' +
      '주문 후 1-3 영업일 제작 · 날카로운 열쇠는 안쪽 가죽이 긁히지 않게 방향을 맞춰 걸어 주세요.',
    categories: [2],
    displayOrder: 19,
    createdDaysAgo: 166,
    thumb: '/images/goods/key-wallet-1.svg',
    images: ['/images/goods/key-wallet-1.svg', '/images/goods/key-wallet-2.svg', '/images/goods/key-wallet-3.svg', '/images/goods/key-wallet-4.svg'],
    optionKeys: ['hardware'],
    reviews: [
      { memberName: '이수아', score: 4, contents: '열쇠 때문에 가방 안이 긁히지 않아서 좋아요.', recommendCount: 3, daysAgo: 47 },
      { memberName: '정우성', score: 5, contents: '차 키까지 들어가요. 만족합니다.', recommendCount: 4, daysAgo: 121 },
    ],
  },

  // ── 3 accessories ───────────────────────────────────────────────────────
  {
    slug: 'belt',
    goodsName: '클래식 레더 벨트',
    price: 89000,
    contents:
      '3cm 폭의 베이직 가죽 벨트입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 버클\n' +
      '사이즈: 폭 3cm, 사이즈는 옵션에서 선택해 주세요\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 벨트는 둥글게 말아 보관하면 꺾임 자국이 생기지 않습니다.',
    categories: [3],
    displayOrder: 14,
    createdDaysAgo: 229,
    thumb: '/images/goods/belt-1.svg',
    images: ['/images/goods/belt-1.svg', '/images/goods/belt-2.svg', '/images/goods/belt-3.svg'],
    optionKeys: ['belt-size', 'hardware'],
    reviews: [
      { memberName: '김건우', score: 5, contents: '정장, 청바지 어디에나 잘 어울려요.', recommendCount: 6, daysAgo: 10 },
      { memberName: '임재현', score: 4, contents: '사이즈 안내대로 주문했는데 잘 맞아요.', recommendCount: 2, daysAgo: 84 },
      { memberName: '조하나', score: 5, contents: '남편 생일 선물로 줬는데 매일 하고 다녀요.', recommendCount: 5, daysAgo: 199 },
    ],
  },
  {
    slug: 'key-ring',
    goodsName: '레더 키링',
    price: 39000,
    contents:
      '가방이나 열쇠에 달기 좋은 가죽 키링입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 링\n' +
      '사이즈: 가로 3cm x 세로 11cm (링 포함)\n' +
      '컬러: 블랙 · 주문 후 1-3 영업일 제작',
    categories: [3, 4],
    displayOrder: 10,
    createdDaysAgo: 258,
    thumb: '/images/goods/key-ring-1.svg',
    images: ['/images/goods/key-ring-1.svg', '/images/goods/key-ring-2.svg', '/images/goods/key-ring-3.svg'],
    optionKeys: ['engraving'],
    reviews: [
      { memberName: '송하은', score: 5, contents: '이니셜 각인해서 선물했어요. 작은데 고급스러워요.', recommendCount: 9, daysAgo: 13 },
      { memberName: '윤도하', score: 5, contents: '가방에 달았는데 너무 잘 어울려요.', recommendCount: 4, daysAgo: 55 },
      { memberName: '차은우', score: 4, contents: '링이 튼튼해요.', recommendCount: 0, daysAgo: 98 },
      { memberName: '민서', score: 5, contents: '커플 키링으로 두 개 샀어요.', recommendCount: 11, daysAgo: 201 },
    ],
  },
  {
    slug: 'airpods-case',
    goodsName: '에어팟 프로 레더 케이스',
    price: 42000,
    contents:
      '카라비너가 달린 에어팟 가죽 케이스입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 카라비너\n' +
      '사이즈: 기종에 맞춰 제작 (옵션에서 선택)\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '무선 충전이 가능한 두께로 만들었습니다.',
    categories: [3],
    displayOrder: 17,
    createdDaysAgo: 19,
    thumb: '/images/goods/airpods-case-1.svg',
    images: ['/images/goods/airpods-case-1.svg', '/images/goods/airpods-case-2.svg', '/images/goods/airpods-case-3.svg'],
    optionKeys: ['airpods-model', 'hardware'],
    reviews: [
      { memberName: '이지호', score: 4, contents: '딱 맞게 들어가요. 무선 충전도 잘 돼요.', recommendCount: 2, daysAgo: 1 },
      { memberName: '김나연', score: 2, contents: '뚜껑 쪽이 처음엔 좀 빡빡해서 여닫기 힘들었어요.', recommendCount: 5, daysAgo: 9 },
    ],
  },
  {
    slug: 'bag-strap',
    goodsName: '레더 숄더 스트랩',
    price: 69000,
    contents:
      '클러치나 미니백에 연결해 쓰는 교체용 가죽 스트랩입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 스냅후크\n' +
      '사이즈: 폭 2cm, 길이는 옵션에서 선택\n' +
      '컬러: 블랙 · 주문 후 1-3 영업일 제작',
    categories: [3],
    displayOrder: 22,
    createdDaysAgo: 72,
    thumb: '/images/goods/bag-strap-1.svg',
    images: ['/images/goods/bag-strap-1.svg', '/images/goods/bag-strap-2.svg', '/images/goods/bag-strap-3.svg'],
    optionKeys: ['strap-length', 'hardware'],
    reviews: [
      { memberName: '박하린', score: 5, contents: '미니 토트에 달아서 크로스로 메요. 색감이 똑같아요.', recommendCount: 3, daysAgo: 21 },
    ],
  },
  {
    slug: 'card-necklace',
    goodsName: '카드홀더 넥 스트랩',
    price: 52000,
    contents:
      '사원증과 교통카드를 넣어 목에 거는 카드홀더입니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 가죽 넥 스트랩\n' +
      '사이즈: 가로 7.5cm x 세로 11cm, 스트랩 길이 85cm\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작',
    categories: [3],
    displayOrder: 23,
    createdDaysAgo: 3,
    thumb: '/images/goods/card-necklace-1.svg',
    images: ['/images/goods/card-necklace-1.svg', '/images/goods/card-necklace-2.svg', '/images/goods/card-necklace-3.svg'],
    optionKeys: [],
    reviews: [],
  },
  {
    slug: 'shopping-bag',
    goodsName: '쇼핑백 (추가 구매 전용)',
    price: 1000,
    addonOnly: true,
    contents:
      '쇼핑백은 추가 구매 전용 상품으로, 다른 상품과 함께 주문할 때만 구매할 수 있습니다.\n' +
      '소재: 블랙 무광 종이, 코튼 로프 손잡이\n' +
      '사이즈: 가로 32cm x 세로 36cm x 폭 12cm\n' +
      '컬러: 블랙\n' +
      '주문하신 상품과 함께 접어서 동봉해 드립니다.',
    categories: [3],
    displayOrder: 26,
    createdDaysAgo: 290,
    thumb: '/images/goods/shopping-bag-1.svg',
    images: ['/images/goods/shopping-bag-1.svg', '/images/goods/shopping-bag-2.svg', '/images/goods/shopping-bag-3.svg'],
    optionKeys: [],
    reviews: [
      { memberName: '유나', score: 5, contents: '선물할 때 쇼핑백까지 블랙이라 예뻐요.', recommendCount: 1, daysAgo: 64 },
    ],
  },
  {
    slug: 'bag-charm',
    goodsName: '레더 태슬 참',
    price: 44000,
    contents:
      '가방 손잡이에 다는 가죽 태슬 참입니다.\n' +
      '소재: 이탈리아산 소프트 레더, 메탈 스냅후크\n' +
      '사이즈: 길이 14cm (후크 포함)\n' +
      '컬러: 블랙 / 주문 후 1-3 영업일 제작\n' +
      '보관 팁: 태슬이 엉키면 손가락으로 가볍게 빗어 정리해 주세요.',
    categories: [3],
    displayOrder: 24,
    createdDaysAgo: 38,
    thumb: '/images/goods/bag-charm-1.svg',
    images: ['/images/goods/bag-charm-1.svg', '/images/goods/bag-charm-2.svg', '/images/goods/bag-charm-3.svg'],
    optionKeys: [],
    reviews: [
      { memberName: '신예지', score: 4, contents: '호보백에 달았더니 포인트가 돼요.', recommendCount: 2, daysAgo: 17 },
    ],
  },
  {
    slug: 'name-tag',
    goodsName: '레더 네임택',
    price: 47000,
    contents:
      '여행 가방에 거는 가죽 네임택입니다. 안쪽에 주소 카드를 넣을 수 있습니다.\n' +
      '소재: 이탈리아산 베지터블 레더, 메탈 버클\n' +
      '사이즈: 가로 6.5cm x 세로 11cm\n' +
      '컬러: 블랙 · 주문 후 1-3 영업일 제작',
    categories: [3],
    displayOrder: 25,
    createdDaysAgo: 141,
    thumb: '/images/goods/name-tag-1.svg',
    images: ['/images/goods/name-tag-1.svg', '/images/goods/name-tag-2.svg', '/images/goods/name-tag-3.svg'],
    optionKeys: ['engraving'],
    reviews: [
      { memberName: '하윤재', score: 5, contents: '공항에서 가방 찾기 쉬워졌어요. 각인 추천!', recommendCount: 4, daysAgo: 29 },
      { memberName: '이채린', score: 4, contents: '캐리어가 블랙이라 톤이 잘 맞아요.', recommendCount: 0, daysAgo: 110 },
    ],
  },
];

export const DEMO_BANNERS: DemoBanner[] = [
  { img: '/images/banners/home-1.svg', url: '/bags', txt1: '매일 드는 블랙, 손으로 만든 가방', txt2: '주문 후 1-3 영업일 동안 한 점씩 제작합니다' },
  { img: '/images/banners/home-2.svg', url: '/wallets', txt1: '오래 곁에 두는 지갑', txt2: '이탈리아산 베지터블 레더' },
  { img: '/images/banners/closing.svg', url: '/all-items', txt1: '오직 블랙, 오직 주문 제작', txt2: '' },
];
