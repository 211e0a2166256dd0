import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(32));

  it('opens what it sealed, and never shows the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time (a fresh nonce)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed with another key, or changed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('b'.repeat(32)).open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('plain')).toThrow('not a sealed value');
  });
});
