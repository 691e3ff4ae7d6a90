import { MantineProvider } from '@mantine/core';
import { pageInfo } from '@motorplaza/domain/shared/list-page';
import { inventoryPage } from '@motorplaza/domain/vehicles/inventory-page';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from './list-pagination';

function renderPage(total: number, page: number) {
  const onPage = vi.fn();
  const items = Array.from({ length: total }, (_, index) => index);
  render(
    <MantineProvider>
      <ListPagination current={inventoryPage(items, page)} onPage={onPage} label="Paginación de vehículos" />
    </MantineProvider>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Paginación de vehículos' }), onPage };
}

const names = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('ListPagination with the inventory paging (spec 001 §2.1, §9)', () => {
  it('has first, previous, up to 5 pages, next and last, with Spanish names and no ellipses', () => {
    const { nav } = renderPage(100, 5);
    expect(names(nav)).toEqual([
      'Primera página',
      'Página anterior',
      'Página 3',
      'Página 4',
      'Página 5',
      'Página 6',
      'Página 7',
      'Página siguiente',
      'Última página',
    ]);
    expect(within(nav).getByRole('button', { name: 'Página 5' })).toHaveAttribute('aria-current', 'page');
    expect(nav).not.toHaveTextContent('…');
    expect(nav).toHaveTextContent('Página 5 de 9 (49 - 60 de 100)');
  });

  it('disables first and previous on the first page and moves with next and last', () => {
    const { nav, onPage } = renderPage(30, 1);
    expect(within(nav).getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Última página' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Página 2' }));
    expect(onPage.mock.calls).toEqual([[2], [3], [2]]);
    expect(nav).toHaveTextContent('Página 1 de 3 (1 - 12 de 30)');
  });
});

describe('ListPagination with 4 links (spec 001 §2.7, §2.8)', () => {
  it('rotates 4 page links around the current page', () => {
    const onPage = vi.fn();
    render(
      <MantineProvider>
        <ListPagination
          current={pageInfo(200, 7, { pageSize: 15, maxLinks: 4 })}
          onPage={onPage}
          label="Paginación de movimientos"
        />
      </MantineProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Paginación de movimientos' });
    expect(names(nav).filter((name) => /^Página \d+$/.test(name ?? ''))).toEqual([
      'Página 6',
      'Página 7',
      'Página 8',
      'Página 9',
    ]);
    expect(nav).toHaveTextContent('Página 7 de 14 (91 - 105 de 200)');
  });
});

describe('ListPagination with a page size (spec 001 §9, clients; decision 0022)', () => {
  function renderSized(total: number, page: number, pageSize: number) {
    const onPage = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <MantineProvider>
        <ListPagination
          current={pageInfo(total, page, { pageSize, maxLinks: 5 })}
          onPage={onPage}
          label="Paginación de clientes"
          pageSize={{ options: [5, 10, 25, 50], value: pageSize, onPageSizeChange }}
        />
      </MantineProvider>,
    );
    return {
      nav: screen.getByRole('navigation', { name: 'Paginación de clientes' }),
      onPage,
      onPageSizeChange,
    };
  }

  it('shows the Spanish size label, the four steps without page links and the range "1 – 10 de N"', () => {
    const { nav } = renderSized(23, 1, 10);
    expect(names(nav)).toEqual(['Primera página', 'Página anterior', 'Página siguiente', 'Última página']);
    const select = within(nav).getByLabelText('Elementos por página:');
    expect(select).toHaveValue('10');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', '50']);
    expect(nav).toHaveTextContent('1 – 10 de 23');
    expect(nav).not.toHaveTextContent('Página 1 de');
  });

  it('reports a new size and moves between pages; the last page ends at the total', () => {
    const { nav, onPage, onPageSizeChange } = renderSized(23, 3, 10);
    expect(nav).toHaveTextContent('21 – 23 de 23');
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Última página' })).toBeDisabled();
    fireEvent.click(within(nav).getByRole('button', { name: 'Página anterior' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Primera página' }));
    fireEvent.change(within(nav).getByLabelText('Elementos por página:'), { target: { value: '25' } });
    expect(onPage.mock.calls).toEqual([[2], [1]]);
    expect(onPageSizeChange).toHaveBeenCalledWith(25);
  });

  it('reads "0 de 0" for an empty list', () => {
    const { nav } = renderSized(0, 1, 5);
    expect(nav).toHaveTextContent('0 de 0');
  });
});
