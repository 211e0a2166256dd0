import { Tag } from 'antd';

/** Marks an order paid in test mode (NicePay's test store or the local sandbox): no money moved, nothing to make or ship. */
export function TestPaymentTag({ test }: { test: boolean | undefined }) {
  return test ? (
    <Tag color="red" title="테스트 결제: 실제로 결제되지 않은 주문입니다. 제작·배송하지 마세요.">
      테스트
    </Tag>
  ) : null;
}
