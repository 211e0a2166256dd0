import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { MOBILE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { loadScript } from '@/lib/load-script';
import styles from './postcode-search.module.css';

/** Daum's postcode service (loaded once, on the first address form). */
/** Always https: the page's CSP names the postcode service's https origins only (server/src/app.factory.ts). */
export const POSTCODE_SCRIPT_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
export const POSTCODE_MESSAGES = {
  unavailable: '우편번호 서비스를 지금 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  noModule: '우편번호 스크립트 주소(src)를 확인해주세요.',
} as const;

export interface PostcodeResult {
  zipCode: string;
  address: string;
}

interface DaumPostcodeData {
  zonecode: string;
  address: string;
  roadAddress?: string;
  jibunAddress?: string;
  userSelectedType?: 'R' | 'J';
}

interface DaumPostcodeInstance {
  embed: (element: HTMLElement, options?: { q?: string; autoClose?: boolean }) => void;
  open: (options?: { q?: string; left?: number; top?: number; popupTitle?: string; popupKey?: string; autoClose?: boolean }) => void;
}

interface DaumPostcodeOptions {
  oncomplete: (data: DaumPostcodeData) => void;
  onclose?: (state: string) => void;
  width?: string | number;
  height?: string | number;
}

declare global {
  interface Window {
    daum?: { Postcode?: new (options: DaumPostcodeOptions) => DaumPostcodeInstance };
  }
}

type ServiceState = 'loading' | 'ready' | 'unavailable' | 'noModule';

/** The chosen address: road name unless the shopper picked the lot-number one. */
const addressOf = (data: DaumPostcodeData) =>
  data.userSelectedType === 'J' ? data.jibunAddress || data.address : data.roadAddress || data.address;

/** Whether the service could load; when it cannot, the address form lets the shopper type the address instead. */
export function usePostcodeService(): ServiceState {
  const [state, setState] = useState<ServiceState>('loading');
  useEffect(() => {
    let live = true;
    loadScript(POSTCODE_SCRIPT_URL).then(
      () => live && setState(window.daum?.Postcode ? 'ready' : 'noModule'),
      () => live && setState('unavailable'),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export interface PostcodeSearchProps {
  state: ServiceState;
  onComplete: (result: PostcodeResult) => void;
}

/**
 * The search button: a popup on wider screens; on a phone the search opens embedded below (100% wide, 400 px high,
 * closing itself when an address is picked). A service that cannot load says so.
 */
export function PostcodeSearch({ state, onComplete }: PostcodeSearchProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [embedded, setEmbedded] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const onCompleteRef = useRef(onComplete);
  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const Postcode = window.daum?.Postcode;
    if (!embedded || !frame.current || !Postcode) return;
    new Postcode({
      oncomplete: (data) => {
        onCompleteRef.current({ zipCode: data.zonecode, address: addressOf(data) });
        setEmbedded(false);
      },
      width: '100%',
      height: '100%',
    }).embed(frame.current, { autoClose: true });
  }, [embedded]);

  if (state === 'unavailable' || state === 'noModule') {
    return (
      <p className={styles.message} role="alert">
        {state === 'unavailable' ? POSTCODE_MESSAGES.unavailable : POSTCODE_MESSAGES.noModule}
      </p>
    );
  }

  const search = () => {
    const Postcode = window.daum?.Postcode;
    if (!Postcode) return;
    if (mobile) {
      setEmbedded((open) => !open);
      return;
    }
    new Postcode({ oncomplete: (data) => onCompleteRef.current({ zipCode: data.zonecode, address: addressOf(data) }) }).open({
      popupTitle: '우편번호 검색',
      popupKey: 'shop-postcode',
      autoClose: true,
    });
  };

  return (
    <>
      <Button variant="outline" className={styles.button} onClick={search} disabled={state !== 'ready'} aria-expanded={mobile ? embedded : undefined}>
        우편번호 찾기
      </Button>
      {embedded && <div ref={frame} className={styles.embed} data-testid="postcode-embed" />}
    </>
  );
}
