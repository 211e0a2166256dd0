import { useId, useState, type ReactNode } from 'react';
import { MinusIcon, PlusIcon } from '@/components/ui/icons/icons';
import styles from './accordion.module.css';

export interface AccordionSection {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  sections: AccordionSection[];
  /** The section open at first; none when left out. */
  defaultOpenId?: string | null;
}

/** Only one section is open at a time; clicking the open one closes it. */
export function Accordion({ sections, defaultOpenId = null }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(defaultOpenId);
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {sections.map((section) => {
        const open = section.id === openId;
        const headId = `${baseId}-${section.id}-head`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <section key={section.id} className={`${styles.section} ${open ? styles.open : ''}`}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={headId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : section.id)}
              >
                <span>{section.title}</span>
                {open ? <MinusIcon size={16} /> : <PlusIcon size={16} />}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headId} className={styles.panel} hidden={!open}>
              <div className={styles.content}>{section.content}</div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
