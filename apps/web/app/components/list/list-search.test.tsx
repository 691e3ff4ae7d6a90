import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearch } from './list-search';

function Harness({ onSearch, loading }: { onSearch: (value: string) => void; loading: boolean }) {
  const [value, setValue] = useState('');
  return (
    <MantineProvider>
      <ListSearch
        label="Buscar movimiento"
        placeholder="Buscar por usuario, acción o fecha..."
        value={value}
        onChange={setValue}
        onSearch={() => onSearch(value)}
        onClear={() => setValue('')}
        loading={loading}
      />
    </MantineProvider>
  );
}

describe('ListSearch', () => {
  it('searches on Enter even while the list loads, and keeps the focus when cleared', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} loading />);
    const box = screen.getByLabelText('Buscar movimiento');
    await userEvent.type(box, 'ini{Enter}');
    expect(onSearch).toHaveBeenCalledWith('ini');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).toBeNull();
  });
});
