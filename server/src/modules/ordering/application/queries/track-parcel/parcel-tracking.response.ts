import { ApiProperty } from '@nestjs/swagger';

export class ParcelEventResponse {
  @ApiProperty({ example: '2026-11-24T14:05:00+09:00', description: 'ISO 8601 in Korean time when the service gave a time it could be read as' })
  time!: string;

  @ApiProperty({ example: '서울강남' })
  place!: string;

  @ApiProperty({ example: '배달출발' })
  status!: string;
}

/** GET /api/order/one/{orderId}/tracking: where the member's parcel is. */
export class ParcelTrackingResponse {
  @ApiProperty({ example: 41 })
  orderId!: number;

  @ApiProperty({ example: '04', description: "the carrier's code (Sweet Tracker's t_code)" })
  carrierCode!: string;

  @ApiProperty({ example: 'CJ대한통운' })
  carrierName!: string;

  @ApiProperty({ example: '123456789012' })
  trackingNumber!: string;

  @ApiProperty({ example: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012', description: "the carrier's own tracking page for the number" })
  link!: string;

  @ApiProperty({ type: [ParcelEventResponse], description: 'oldest first; empty when the tracking service has none (or only the link is configured)' })
  events!: ParcelEventResponse[];
}
