import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPaintLeadPath, useReleaseFirstPaint, useReleaseFirstPaintUnlessLeading } from './first-paint';

function mountFirstPaint(leadPath?: string) {
  const shell = document.createElement('div');
  shell.id = 'first-paint';
  if (leadPath) shell.dataset.leadPath = leadPath;
  document.body.prepend(shell);
}

function Page({ ready }: { ready: boolean }) {
  useReleaseFirstPaint(ready);
  return <p>page</p>;
}

function Shell({ pathname }: { pathname: string }) {
  useReleaseFirstPaintUnlessLeading(pathname);
  return null;
}

const present = () => document.getElementById('first-paint') !== null;

describe('first paint', () => {
  afterEach(() => document.getElementById('first-paint')?.remove());

  it('stays while the page is not ready, and goes once it is', () => {
    mountFirstPaint('/bags/3');
    const { rerender } = render(<Page ready={false} />);
    expect(present()).toBe(true);
    rerender(<Page ready />);
    expect(present()).toBe(false);
  });

  it('is left to the page whose lead image it holds; any other page takes over at once', () => {
    mountFirstPaint('/bags');
    expect(firstPaintLeadPath()).toBe('/bags');
    const { rerender } = render(<Shell pathname="/bags" />);
    expect(present()).toBe(true);
    rerender(<Shell pathname="/login" />);
    expect(present()).toBe(false);
    expect(firstPaintLeadPath()).toBe('');
  });

  it('without a lead image, goes with the first page', () => {
    mountFirstPaint();
    render(<Shell pathname="/" />);
    expect(present()).toBe(false);
  });
});
