export interface StoryText {
  readonly title: string;
  readonly body: string;
}

export interface StorySection {
  readonly id: string;
  /** A short English label shown above the section: Mission, Black, ... */
  readonly label: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly ko: StoryText;
  readonly en: StoryText;
}

/**
 * The brand story, told in Korean with an English translation. Images are served by the
 * server under /images/about/; each section uses the illustration that shows its subject.
 */
export const STORY_SECTIONS: readonly StorySection[] = [
  {
    id: 'mission',
    label: 'Mission',
    image: { src: '/images/about/story-1.svg', alt: '재단 매트 위에 놓인 블랙 가죽과 가죽 공구' },
    ko: {
      title: '오래 곁에 두는 물건을 만듭니다',
      body: '매일 손이 가는 가방과 지갑, 작은 액세서리를 만듭니다. 유행보다 오래 쓰일 형태를 고민하고, 쓸수록 손에 익는 가죽을 고릅니다. 많이 만들기보다 제대로 만드는 것. 그것이 저희가 일하는 방식입니다.',
    },
    en: {
      title: 'Objects made to stay',
      body: 'We make bags, wallets and small accessories for everyday life. We look for shapes that outlast trends and leather that settles into your hands over time. We would rather make things well than make many of them.',
    },
  },
  {
    id: 'black',
    label: 'Black',
    image: { src: '/images/about/story-2.svg', alt: '빛을 받아 결이 드러나는 블랙 가죽 조각들' },
    ko: {
      title: '블랙만 만듭니다',
      body: '여러 색을 늘어놓는 대신, 한 가지 색을 깊이 들여다보기로 했습니다. 블랙은 빛이 닿는 각도에 따라 가죽의 결을 드러내고, 어떤 옷과 계절에도 조용히 어울립니다. 그래서 저희의 모든 제품은 블랙입니다. 예외는 없습니다.',
    },
    en: {
      title: 'Only black',
      body: 'Instead of offering many colours, we chose to study one. Black reveals the grain of the leather as the light moves across it, and it sits quietly with any outfit in any season. So everything we make is black. No exceptions.',
    },
  },
  {
    id: 'compact',
    label: 'Compact',
    image: { src: '/images/about/story-4.svg', alt: '칸칸이 정리된 블랙 지갑과 카드지갑, 키링, 동전 파우치' },
    ko: {
      title: '작게, 그러나 충분하게',
      body: '꼭 지니고 다니는 것만 담도록 크기를 덜어냈습니다. 카드와 지폐, 열쇠와 이어폰이 저마다 제자리를 찾도록 칸을 나누고, 주머니와 가방 속에서 부피를 차지하지 않도록 두께를 얇게 다듬었습니다.',
    },
    en: {
      title: 'Compact, yet enough',
      body: 'We pared each piece down to what you actually carry. Cards, notes, keys and earphones each have their own place, and slim profiles keep pockets and bags uncluttered.',
    },
  },
  {
    id: 'handmade',
    label: 'Handmade',
    image: { src: '/images/about/story-3.svg', alt: '블랙 가죽 모서리를 따라 한 땀씩 이어지는 바느질' },
    ko: {
      title: '주문을 받고, 손으로 만듭니다',
      body: '미리 만들어 쌓아 두지 않습니다. 주문이 들어오면 재단부터 바느질, 가장자리 마감까지 장인이 한 점씩 손으로 완성합니다. 제작에는 영업일 기준 1–3일이 걸리며, 꼼꼼한 검수를 마친 제품은 블랙 선물 파우치에 담아 보내 드립니다.',
    },
    en: {
      title: 'Made by hand, once you order',
      body: 'Nothing sits waiting in a warehouse. When your order arrives, a craftsperson cuts, stitches and finishes the edges of your piece by hand. Production takes 1–3 business days; after a careful inspection, it leaves the workshop in a black gift pouch.',
    },
  },
];
