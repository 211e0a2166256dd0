import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from '../documents/privacy-policy';
import { TERMS_OF_USE } from '../documents/terms-of-use';
import { LegalDocument } from './legal-document';

describe('LegalDocument', () => {
  it('fits inside a popup that has its own heading: title h2, articles h3', () => {
    render(
      <MemoryRouter>
        <LegalDocument document={TERMS_OF_USE} headingLevel={2} compact />
      </MemoryRouter>,
    );

    const document = screen.getByRole('article', { name: '이용약관' });
    expect(within(document).queryByRole('heading', { level: 1 })).toBeNull();
    expect(within(document).getByRole('heading', { level: 2, name: '이용약관' })).toBeInTheDocument();
    expect(within(document).getAllByRole('heading', { level: 3, name: /^제\d+조/ })).toHaveLength(25);
    expect(within(document).getByRole('heading', { level: 3, name: '부칙' })).toBeInTheDocument();
  });

  it('numbers policy sections 1., 2., ... and renders lists and tables', () => {
    render(
      <MemoryRouter>
        <LegalDocument document={PRIVACY_POLICY} />
      </MemoryRouter>,
    );

    const sections = screen.getAllByRole('heading', { level: 2, name: /^\d+\. / });
    expect(sections).toHaveLength(PRIVACY_POLICY.articles.length);
    expect(sections[0]).toHaveTextContent('1. 수집하는 개인정보 항목');
    expect(screen.getByRole('table', { name: '수집 항목' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '제3자 제공' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '처리 위탁' })).toBeInTheDocument();
    expect(screen.getByText(/^이메일: \S+@\S+$/)).toBeInTheDocument();
  });
});
