import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CatalogSearchBox } from './catalog-search-box';

const box = () => screen.getByRole('searchbox', { name: 'Buscar autos' }) as HTMLInputElement;

describe('CatalogSearchBox', () => {
  it('searches on every change with the placeholder of the spec', () => {
    const onSearch = vi.fn();
    render(<CatalogSearchBox term="" onSearch={onSearch} />);
    expect(box()).toHaveAttribute('placeholder', 'Buscar por marca, modelo, año, color...');
    fireEvent.change(box(), { target: { value: 't' } });
    fireEvent.change(box(), { target: { value: 'to' } });
    expect(onSearch.mock.calls).toEqual([['t'], ['to']]);
  });

  it('keeps what is typed when the URL echoes an earlier key press', () => {
    const { rerender } = render(<CatalogSearchBox term="" onSearch={() => {}} />);
    fireEvent.change(box(), { target: { value: 'to' } });
    fireEvent.change(box(), { target: { value: 'toy' } });
    rerender(<CatalogSearchBox term="to" onSearch={() => {}} />);
    expect(box().value).toBe('toy');
    rerender(<CatalogSearchBox term="toy" onSearch={() => {}} />);
    expect(box().value).toBe('toy');
  });

  it('takes a term that comes from elsewhere (clear-all, the search overlay, the back button)', () => {
    const { rerender } = render(<CatalogSearchBox term="kia" onSearch={() => {}} />);
    expect(box().value).toBe('kia');
    fireEvent.change(box(), { target: { value: 'kia rio' } });
    rerender(<CatalogSearchBox term="" onSearch={() => {}} />);
    expect(box().value).toBe('');
    rerender(<CatalogSearchBox term="Toyota" onSearch={() => {}} />);
    expect(box().value).toBe('Toyota');
  });
});
