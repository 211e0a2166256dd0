/**
 * The carriers an order can ship with. Codes are Sweet Tracker's (스마트택배) `t_code` values, so the tracking
 * adapter passes them on as they are; each carrier's own public tracking page takes the tracking number in
 * place of `{trackingNumber}` (docs/decisions.md, "Shipment and parcel tracking").
 */
export interface Carrier {
  code: string;
  name: string;
  trackingPageTemplate: string;
}

const TRACKING_NUMBER = '{trackingNumber}';

export const CARRIERS: readonly Carrier[] = [
  { code: '04', name: 'CJ대한통운', trackingPageTemplate: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNumber}' },
  { code: '01', name: '우체국택배', trackingPageTemplate: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={trackingNumber}' },
  { code: '05', name: '한진택배', trackingPageTemplate: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={trackingNumber}' },
  { code: '08', name: '롯데택배', trackingPageTemplate: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={trackingNumber}' },
  { code: '06', name: '로젠택배', trackingPageTemplate: 'https://www.ilogen.com/web/personal/trace/{trackingNumber}' },
  { code: '23', name: '경동택배', trackingPageTemplate: 'https://kdexp.com/service/delivery/etc/delivery.do?barcode={trackingNumber}' },
  { code: '22', name: '대신택배', trackingPageTemplate: 'https://www.ds3211.co.kr/freight/internalFreightSearch.ht?billno={trackingNumber}' },
  { code: '11', name: '일양로지스', trackingPageTemplate: 'https://www.ilyanglogis.com/functionality/tracking_result.asp?hawb_no={trackingNumber}' },
  { code: '32', name: '합동택배', trackingPageTemplate: 'https://hdexp.co.kr/basic_delivery.hd?barcode={trackingNumber}' },
  { code: '46', name: 'CU편의점택배', trackingPageTemplate: 'https://www.cupost.co.kr/postbox/delivery/localResult.cupost?invoice_no={trackingNumber}' },
  { code: '24', name: 'GS Postbox 택배', trackingPageTemplate: 'https://www.cvsnet.co.kr/invoice/tracking.do?invoice_no={trackingNumber}' },
];

export function findCarrier(code: string): Carrier | null {
  return CARRIERS.find((carrier) => carrier.code === code) ?? null;
}

/** The carrier's own tracking page for this number (the number is URL-encoded). */
export function trackingPageUrl(carrier: Carrier, trackingNumber: string): string {
  return carrier.trackingPageTemplate.replace(TRACKING_NUMBER, encodeURIComponent(trackingNumber));
}

/** The carrier staff hand parcels to unless they pick another (the back office's select starts on it). */
export const DEFAULT_CARRIER_CODE = '04';
