import { findCarrier } from '../../domain/carrier-registry';
import { CarrierLinkParcelTracking } from './carrier-link-parcel-tracking';

describe('CarrierLinkParcelTracking', () => {
  it("answers the carrier's own tracking page for the number and no events", async () => {
    expect(await new CarrierLinkParcelTracking().track(findCarrier('08')!, '300012345678')).toEqual({
      link: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=300012345678',
      events: [],
    });
  });
});
