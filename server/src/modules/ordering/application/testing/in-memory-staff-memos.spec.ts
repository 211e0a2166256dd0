import { InlineUnitOfWork } from '../../../../shared/application/testing/inline-unit-of-work';
import { InMemoryStaffMemos } from './in-memory-staff-memos';
import { describeOrderStaffMemoPort } from './order-staff-memo.port-contract';

describeOrderStaffMemoPort('InMemoryStaffMemos', async () => {
  const unitOfWork = new InlineUnitOfWork();
  return { port: new InMemoryStaffMemos((id) => id === 1 || id === 2), orderId: 1, otherOrderId: 2, missingOrderId: 999, run: (work) => unitOfWork.run(work) };
});
