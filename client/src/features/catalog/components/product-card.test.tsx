import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { card } from '@/testing/fixtures';
import { ProductCard } from './product-card';

describe('the product card', () => {
  it('marks sold-out goods 품절 beside the price, and on-sale goods not', () => {
    render(
      <MemoryRouter>
        <ProductCard goods={{ ...card(3, '미니 토트백', 189000), status: 'SOLD_OUT' }} href="/bags/3" />
        <ProductCard goods={card(5, '반지갑', 89000)} href="/wallets/5" />
      </MemoryRouter>,
    );
    const [soldOut, onSale] = screen.getAllByRole('article');
    expect(soldOut).toHaveTextContent('189,000원품절');
    expect(onSale).not.toHaveTextContent('품절');
  });
});
