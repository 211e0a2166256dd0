import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * The console's menu on a phone, in Ant Design's drawer from the left. The frame loads it the first time the menu
 * is opened (admin-layout.tsx), so the console's first screen does not carry it.
 */
export default function MenuDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Drawer placement="left" open={open} onClose={onClose} title="메뉴" size={240}>
      {children}
    </Drawer>
  );
}
