import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { Drawer } from '@/components/ui/drawer/drawer';
import { Modal } from '@/components/ui/modal/modal';

type Overlay = (props: { open: boolean; onClose: () => void; title: string; children: ReactNode }) => ReactNode;

/** A page with a control before and after the opener, so focus has somewhere to escape to. */
function Page({ Overlay }: { Overlay: Overlay }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">앞 버튼</button>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <button type="button">뒤 버튼</button>
      <Overlay open={open} onClose={() => setOpen(false)} title="팝업">
        <a href="/first">첫 링크</a>
        <input aria-label="가운데 입력" />
        <button type="button">마지막 버튼</button>
      </Overlay>
    </>
  );
}

const overlays: [string, Overlay][] = [
  ['Drawer', (props) => <Drawer {...props} />],
  ['Modal', (props) => <Modal {...props} />],
];

describe.each(overlays)('%s focus', (_name, Overlay) => {
  async function openIt() {
    const user = userEvent.setup();
    render(<Page Overlay={Overlay} />);
    await user.click(screen.getByRole('button', { name: '열기' }));
    const dialog = screen.getByRole('dialog', { name: '팝업' });
    await waitFor(() => expect(dialog).toHaveFocus());
    return { user, dialog };
  }

  it('moves focus into the panel when it opens', async () => {
    const { dialog } = await openIt();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('wraps Tab from the last control to the first, never reaching the page behind', async () => {
    const { user, dialog } = await openIt();
    const close = screen.getByRole('button', { name: '닫기' });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '첫 링크' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '가운데 입력' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '마지막 버튼' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('wraps Shift+Tab from the first control to the last', async () => {
    const { user } = await openIt();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '마지막 버튼' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: '가운데 입력' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    // Closed by the button: focus is back on the opener.
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user } = await openIt();
    await user.tab();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '팝업' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
  });
});

describe('a popup over a drawer', () => {
  function Stacked() {
    const [drawer, setDrawer] = useState(false);
    const [popup, setPopup] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setDrawer(true)}>
          장바구니 열기
        </button>
        <Drawer open={drawer} onClose={() => setDrawer(false)} title="장바구니">
          <button type="button" onClick={() => setPopup(true)}>
            안내 보기
          </button>
        </Drawer>
        <Modal open={popup} onClose={() => setPopup(false)} title="안내">
          <button type="button">확인</button>
        </Modal>
      </>
    );
  }

  it('answers Escape one layer at a time, handing focus back down the stack', async () => {
    const user = userEvent.setup();
    render(<Stacked />);
    await user.click(screen.getByRole('button', { name: '장바구니 열기' }));
    await user.click(screen.getByRole('button', { name: '안내 보기' }));
    const popup = screen.getByRole('dialog', { name: '안내' });
    await waitFor(() => expect(popup).toHaveFocus());

    await user.tab();
    await user.tab();
    expect(popup.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '안내' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: '장바구니' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '안내 보기' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '장바구니' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '장바구니 열기' })).toHaveFocus();
  });
});
