import { App, ConfigProvider, type ThemeConfig } from 'antd';
import koKR from 'antd/locale/ko_KR';
import type { ReactNode } from 'react';
import './console-a11y.css';

/**
 * The storefront's black and its Pretendard type (styles/global.css --font-sans), for the console too. Some of antd's
 * colours fail WCAG's 4.5:1 on white (axe, e2e/specs/backoffice-orders), so they are set here: the menu's selected
 * item (the black on a grey derived from it, 2.3:1), a select's placeholder (#bfbfbf, 1.8:1), the tertiary text of
 * labels (#8c8c8c, 3.4:1), the danger red of a button's text (#ff4d4f, 3.3:1) and an info alert's background.
 * What tokens cannot reach (the tags' preset colours, an empty table's text) is in console-a11y.css, and scrolling
 * boxes are made focusable by lib/console-scroll-regions.ts.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#151414',
    colorInfo: '#151414',
    colorLink: '#151414',
    // The storefront's muted grey (--color-muted) for secondary text and placeholders: antd's own greys (#8c8c8c,
    // #bfbfbf) fall below WCAG AA's 4.5:1 on white, and axe flags them on the console's screens.
    colorTextSecondary: '#6b6868',
    colorTextDescription: '#6b6868',
    colorTextPlaceholder: '#6b6868',
    colorTextTertiary: '#666666',
    colorError: '#cf1322',
    // An info alert's background is derived from colorInfo: from the shop's black it comes out a dark grey (#54504f)
    // under black text (2.5:1). A light grey keeps the black icon and text readable.
    colorInfoBg: '#f5f5f5',
    colorInfoBorder: '#d9d9d9',
    borderRadius: 4,
    fontFamily:
      "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif",
  },
  components: {
    Menu: { itemSelectedBg: '#151414', itemSelectedColor: '#ffffff' },
  },
};

/** Every console screen sits in this: Korean locale, the shop's theme, and <App> for message and modal. */
export function AdminTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={koKR} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
